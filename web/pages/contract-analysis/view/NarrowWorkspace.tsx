import { Box, Tabs } from "@mantine/core";
import { IconFileText, IconListCheck } from "@tabler/icons-react";
import type { ReactNode, RefObject } from "react";
import type { ReviewPane } from "./use-review-pane";
import classes from "./view.module.css";

type Props = {
  rootRef: RefObject<HTMLDivElement | null>;
  pane: ReviewPane;
  onPaneChange: (pane: ReviewPane) => void;
  findings: ReactNode;
  document: ReactNode;
};

/**
 * Phones: the findings come first and the contract text is one tap away, so nobody scrolls through
 * the whole contract to reach the results. Both views stay mounted (highlights, zoom and forms keep
 * their state); the switch stays at the top of the screen while either view scrolls.
 */
export function NarrowWorkspace({ rootRef, pane, onPaneChange, findings, document }: Props) {
  return (
    <Box ref={rootRef} px="md" pb="md" data-testid="analysis-workspace" data-layout="narrow">
      <Tabs value={pane} onChange={(value) => value && onPaneChange(value as ReviewPane)} keepMounted>
        <Tabs.List grow aria-label="Review" className={classes.paneSwitch}>
          <Tabs.Tab
            value="findings"
            leftSection={<IconListCheck size={16} aria-hidden="true" />}
            data-testid="pane-findings"
          >
            Findings
          </Tabs.Tab>
          <Tabs.Tab
            value="text"
            leftSection={<IconFileText size={16} aria-hidden="true" />}
            data-testid="pane-text"
          >
            Contract
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="findings" pt="sm" data-testid="pane-findings-panel">
          {findings}
        </Tabs.Panel>
        <Tabs.Panel value="text" pt="sm" data-testid="pane-text-panel">
          {document}
        </Tabs.Panel>
      </Tabs>
    </Box>
  );
}
