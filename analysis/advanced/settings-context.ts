import type { EnhancedRiskSettings } from "../../common/risk-settings";
import type { AdvancedClause } from "../types";

const SENSITIVE_DATA = new Set(["confidential", "restricted"]);
const REGULATED_INDUSTRIES = new Set(["financial", "healthcare"]);

/**
 * The enhanced settings raise what matters more for this user: with confidential or restricted data,
 * or in a regulated industry (financial services, healthcare), weak confidentiality and data
 * protection terms are high risk rather than medium.
 */
export function applySettingsContext(
  findings: AdvancedClause[],
  enhanced: EnhancedRiskSettings,
): AdvancedClause[] {
  const reasons: string[] = [];
  if (SENSITIVE_DATA.has(enhanced.dataSensitivityDefault)) {
    reasons.push(`your settings mark your data as ${enhanced.dataSensitivityDefault}`);
  }
  if (REGULATED_INDUSTRIES.has(enhanced.industrySettings)) {
    reasons.push(
      `you work in ${enhanced.industrySettings === "financial" ? "financial services" : "healthcare"}, a regulated industry`,
    );
  }
  if (reasons.length === 0) return findings;
  const because = reasons.join(" and ");
  return findings.map((finding) => {
    if (
      (finding.category !== "confidentiality" && finding.category !== "data_protection") ||
      finding.risk_level !== "medium"
    ) {
      return finding;
    }
    return {
      ...finding,
      risk_level: "high",
      whyItMatters: `${finding.whyItMatters} This is high risk for you because ${because}.`,
    };
  });
}
