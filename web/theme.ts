import { createTheme } from "@mantine/core";

export const theme = createTheme({
  primaryColor: "teal",
  autoContrast: true,
  defaultRadius: "md",
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  headings: { fontWeight: "700" },
  other: { contentWidth: 1200 },
});
