/**
 * Props for a filled badge in a signal colour (risk, renewal, urgency, health): Mantine's shade 6 with
 * black text. The theme's primary shade (9, for readable buttons and links) would otherwise darken every
 * filled colour, and no single text colour is readable on both; white on shade 6 of green, yellow or red
 * misses WCAG AA, black passes on every colour we use. `e2e/journeys/badge-contrast.spec.ts` measures it.
 */
export function signalBadgeProps(color: string) {
  return {
    color: `${color}.6`,
    variant: "filled" as const,
    autoContrast: false,
    styles: { root: { color: "var(--mantine-color-black)" } },
  };
}
