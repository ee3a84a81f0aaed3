/**
 * Colours of the illustrated screens: Mantine's default palette as hex, because SVG presentation
 * attributes cannot read the theme's CSS variables. Risk colours come from common/risk-display.
 */
export const MOCK = {
  text: "#212529",
  dimmed: "#868e96",
  line: "#dee2e6",
  lineSoft: "#e9ecef",
  surface: "#ffffff",
  canvas: "#f8f9fa",
  brand: "#0ca678",
  brandDark: "#099268",
  brandSoft: "#e6fcf5",
  redSoft: "#ffe3e3",
  yellowSoft: "#fff3bf",
  greenSoft: "#d3f9d8",
  red: "#e03131",
  green: "#2f9e44",
  blue: "#1c7ed6",
} as const;
