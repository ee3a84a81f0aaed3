/**
 * The one traffic-light mapping (UI.md): every risk badge, chart and document uses it, so a level always
 * has the same word, colour and icon. Colour is never the only signal: each level carries its word.
 */

export type RiskKey = "low" | "medium" | "high" | "na";
/** Analysis favourability (green/amber/red), contract rating (Low/Medium/High, any case) or "na". */
export type RiskLevelInput = "green" | "amber" | "red" | "high" | "medium" | "low" | "na";

export interface RiskDisplay {
  key: RiskKey;
  label: "Low risk" | "Medium risk" | "High risk" | "Not applicable";
  badge: "LOW RISK" | "MEDIUM RISK" | "HIGH RISK" | "NOT APPLICABLE";
  /** Mantine colour name; badges use the theme's filled shade (6). */
  color: "green" | "yellow" | "red" | "gray";
  /** Mantine's default shade-6 hex of `color`, for places outside Mantine (e-mails, Word files). */
  background: string;
  /**
   * Text colour on the filled badge. Dark text is the one that reaches WCAG AA (4.5:1) on all four
   * shade-6 colours; white on Mantine's green, yellow or red 6 does not.
   */
  textColor: string;
  /** Tabler icon component name shown beside the word where space allows. */
  icon: "IconCircleCheck" | "IconAlertTriangle" | "IconAlertOctagon" | "IconMinus";
}

const DARK_TEXT = "#212529";

const DISPLAYS: Record<RiskKey, RiskDisplay> = {
  low: {
    key: "low",
    label: "Low risk",
    badge: "LOW RISK",
    color: "green",
    background: "#40c057",
    textColor: DARK_TEXT,
    icon: "IconCircleCheck",
  },
  medium: {
    key: "medium",
    label: "Medium risk",
    badge: "MEDIUM RISK",
    color: "yellow",
    background: "#fab005",
    textColor: DARK_TEXT,
    icon: "IconAlertTriangle",
  },
  high: {
    key: "high",
    label: "High risk",
    badge: "HIGH RISK",
    color: "red",
    background: "#fa5252",
    textColor: DARK_TEXT,
    icon: "IconAlertOctagon",
  },
  na: {
    key: "na",
    label: "Not applicable",
    badge: "NOT APPLICABLE",
    color: "gray",
    background: "#868e96",
    textColor: DARK_TEXT,
    icon: "IconMinus",
  },
};

const ALIASES: Record<string, RiskKey> = {
  green: "low",
  low: "low",
  amber: "medium",
  medium: "medium",
  red: "high",
  high: "high",
  na: "na",
  "n/a": "na",
  "not applicable": "na",
};

/**
 * Display of a risk level, ignoring case ("High" from the portfolio, "red" from the analysis). Anything
 * unknown or missing shows as "Not applicable" rather than being guessed as low risk.
 */
export function riskDisplay(level: RiskLevelInput | (string & {}) | null | undefined): RiskDisplay {
  const key = ALIASES[(level ?? "").trim().toLowerCase()] ?? "na";
  return DISPLAYS[key];
}

export const RISK_DISPLAYS: Readonly<Record<RiskKey, RiskDisplay>> = DISPLAYS;

/** Usage-bar colour: red at 80% or more, yellow at 60% or more, otherwise green. */
export function usageBarColor(percent: number): "red" | "yellow" | "green" {
  if (percent >= 80) return "red";
  if (percent >= 60) return "yellow";
  return "green";
}
