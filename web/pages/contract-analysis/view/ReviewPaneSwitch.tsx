import { Tabs } from "@mantine/core";
import { IconFileText, IconListCheck } from "@tabler/icons-react";
import type { ReviewPane } from "./use-review-pane";
import classes from "./view.module.css";

type Props = { panesId: string; pane: ReviewPane; onChange: (pane: ReviewPane) => void };

export const paneTabId = (panesId: string, pane: ReviewPane) => `${panesId}-tab-${pane}`;
export const panePanelId = (panesId: string, pane: ReviewPane) => `${panesId}-panel-${pane}`;

/**
 * Phones: the Findings / Contract tab list. The panels are the workspace's own two panes (so nothing
 * is remounted when a tablet turns), wired to these tabs by id; the list stays at the top while
 * either pane scrolls.
 */
export function ReviewPaneSwitch({ panesId, pane, onChange }: Props) {
  const tab = (value: ReviewPane) => ({
    value,
    "aria-controls": panePanelId(panesId, value),
    "data-testid": `pane-${value}`,
  });
  return (
    <Tabs
      id={panesId}
      value={pane}
      onChange={(value) => value && onChange(value as ReviewPane)}
      className={classes.paneSwitch}
    >
      <Tabs.List grow aria-label="Review">
        <Tabs.Tab {...tab("findings")} leftSection={<IconListCheck size={16} aria-hidden="true" />}>
          Findings
        </Tabs.Tab>
        <Tabs.Tab {...tab("text")} leftSection={<IconFileText size={16} aria-hidden="true" />}>
          Contract
        </Tabs.Tab>
      </Tabs.List>
    </Tabs>
  );
}
