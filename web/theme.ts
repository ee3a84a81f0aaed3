import {
  Combobox,
  type CSSVariablesResolver,
  createTheme,
  HoverCard,
  Menu,
  Modal,
  Popover,
  Tooltip,
} from "@mantine/core";
import { LAYERS } from "./layers";

export const theme = createTheme({
  primaryColor: "teal",
  // Teal 9 keeps links and filled buttons above 4.5:1 contrast on white (teal 6 is about 2.8:1).
  primaryShade: { light: 9, dark: 6 },
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  other: { contentWidth: 1200 },
  // The stacking order of web/layers.ts: dialogs above the full-screen review, pop-overs above dialogs.
  components: {
    Modal: Modal.extend({ defaultProps: { zIndex: LAYERS.dialog } }),
    Popover: Popover.extend({ defaultProps: { zIndex: LAYERS.popover } }),
    Combobox: Combobox.extend({ defaultProps: { zIndex: LAYERS.popover } }),
    Menu: Menu.extend({ defaultProps: { zIndex: LAYERS.popover } }),
    HoverCard: HoverCard.extend({ defaultProps: { zIndex: LAYERS.popover } }),
    Tooltip: Tooltip.extend({ defaultProps: { zIndex: LAYERS.popover } }),
  },
});

/** Mantine's default "dimmed" grey is about 3.3:1 on white; gray 7 meets WCAG AA for small text. */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: { "--mantine-color-dimmed": t.colors.gray[7] },
  dark: {},
});
