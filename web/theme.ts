import {
  Badge,
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
  // Black text once a colour is lighter than the point where black and white contrast equally (WCAG).
  // Mantine's 0.3 kept white on green 9 (4.4:1) and orange 9; black reads better on both.
  luminanceThreshold: 0.179,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  other: { contentWidth: 1200 },
  // The stacking order of web/layers.ts: dialogs above the full-screen review, pop-overs above dialogs.
  components: {
    Modal: Modal.extend({ defaultProps: { zIndex: LAYERS.dialog } }),
    // Light badges put shade 9 text on a pale tint: 4.3:1 for teal and 3.6:1 for orange, short of AA.
    // Darkening the text by a third keeps the hue and passes on every colour (badge-contrast journey).
    Badge: Badge.extend({
      vars: (t, props) => {
        const name = props.color ?? t.primaryColor;
        if (props.variant !== "light" || !(name in t.colors)) return { root: {} };
        return { root: { "--badge-color": `color-mix(in srgb, var(--mantine-color-${name}-9) 65%, black)` } };
      },
    }),
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
