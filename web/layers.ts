/**
 * One stacking order for everything that floats, lowest first. Each overlay takes its layer from here,
 * never a number of its own, so a dialog opened from the full-screen review always lands on top of it.
 */
export const LAYERS = {
  /** sticky page headers of the public pages */
  pageHeader: 100,
  /** the cookie banner, above page content and headers */
  cookieBanner: 150,
  /** full-screen views that replace the page: the contract review */
  fullScreenView: 200,
  /** every ordinary dialog (Mantine Modal's default here), including those opened from a full-screen view */
  dialog: 300,
  /** the upgrade dialog: any action in any view or dialog may open it, so it sits above them all */
  upgrade: 400,
  /** menus, tooltips, pop-overs and select lists belong to the control that opened them */
  popover: 500,
  /** toasts confirm or explain what just happened, wherever it happened */
  notification: 600,
} as const;
