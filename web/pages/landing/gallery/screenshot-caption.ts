/**
 * Title and text for an uploaded screenshot in the landing gallery: a name that starts with one of the
 * built-in screens' ids ("portfolio-management-q3.png") takes that screen's words; any other name is
 * turned into a title ("renewal-calendar.png" becomes "Renewal calendar").
 */
export type Caption = { title: string; summary: string; description: string };

export function screenshotCaption(
  filename: string,
  screens: ReadonlyArray<{ id: string } & Caption>,
): Caption {
  const base = filename.replace(/\.[a-z0-9]+$/i, "").replace(/-\d+$/, "");
  const screen = screens.find((s) => base === s.id || base.startsWith(`${s.id}-`));
  if (screen) return { title: screen.title, summary: screen.summary, description: screen.description };
  const words = base.replace(/[-_]+/g, " ").trim();
  const title = words ? words.charAt(0).toUpperCase() + words.slice(1) : "Screenshot";
  return { title, summary: "", description: "" };
}
