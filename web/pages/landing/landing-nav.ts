/** Section anchors of the landing page and the small behaviours shared by its header and hero. */
export const SECTION_LINKS = [
  { id: "features", label: "Features" },
  { id: "pricing", label: "Pricing" },
  { id: "about", label: "About" },
  { id: "contact", label: "Contact" },
] as const;

/** Height of the sticky header; sections keep this much room above them when scrolled to. */
export const HEADER_HEIGHT = 64;

export function scrollToSection(id: string) {
  const section = document.getElementById(id);
  if (!section) return;
  const prefersReducedMotion = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: prefersReducedMotion ? "auto" : "smooth", block: "start" });
  // Keyboard and screen-reader users continue from the section they jumped to.
  section.focus({ preventScroll: true });
  // Keep the router's own history state so Back still works as the router expects.
  window.history.replaceState(window.history.state, "", `#${id}`);
}

export type TrialPlacement = "hero" | "expanded-section" | "header" | "pricing";

/** No third-party analytics: the placement goes to the console, where a future tracker can pick it up. */
export function logStartTrialClick(placement: TrialPlacement) {
  console.info("start_trial_click", { placement });
}
