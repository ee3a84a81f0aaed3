import type { AdvancedClause, RiskLevel } from "../types";
import { broadExclusion, broadExclusionFindings } from "./broad-exclusion";
import { claimsTimeLimitFindings, perItemLimitFindings } from "./carriage";
import { changeOfControlFindings } from "./change-of-control";
import { commercialFindings } from "./commercial";
import { commitmentFindings } from "./commitment";
import { earlyTerminationFindings } from "./early-termination";
import { exclusivityFindings } from "./exclusivity";
import { findingsFromTerms } from "./from-terms";
import type { AdvancedInputs } from "./inputs";
import { ipFindings } from "./ip";
import { liabilityFindings } from "./liability";
import { nonCompeteFindings } from "./non-compete";
import { paymentDefaultTerminationFindings } from "./payment-default-termination";
import { priceChangeFindings, surchargeFindings } from "./pricing";
import { propertyAndWorksFindings } from "./property-and-works";
import { protectionFindings } from "./protection";
import { remedyFindings } from "./remedies";
import { applySettingsContext } from "./settings-context";
import { suspensionFindings } from "./suspension";

export type { AdvancedInputs, Detections } from "./inputs";

const ORDER: Record<RiskLevel, number> = { high: 0, medium: 1, low: 2 };

/**
 * The advanced clause analysis: findings for each category the contract covers, and findings for
 * terms that matter but are missing. Listed most important first (high risk, then medium, then low;
 * within a level in document order, missing terms last).
 */
export function findAdvancedClauses(inp: AdvancedInputs): AdvancedClause[] {
  const commitment = commitmentFindings(inp);
  const all = [
    ...findingsFromTerms(inp),
    ...liabilityFindings(inp),
    ...perItemLimitFindings(inp),
    ...claimsTimeLimitFindings(inp),
    ...broadExclusionFindings(inp, broadExclusion(inp)),
    ...ipFindings(inp),
    ...protectionFindings(inp),
    ...commercialFindings(inp),
    ...priceChangeFindings(inp),
    ...surchargeFindings(inp),
    ...earlyTerminationFindings(inp),
    ...nonCompeteFindings(inp),
    ...paymentDefaultTerminationFindings(inp),
    ...remedyFindings(inp),
    ...suspensionFindings(inp),
    ...changeOfControlFindings(inp),
    ...propertyAndWorksFindings(inp),
    ...commitment,
    ...exclusivityFindings(inp, commitment.length > 0),
  ];
  const adjusted = applySettingsContext(all, inp.enhanced);
  const pos = (a: AdvancedClause) => (a.start < 0 ? Number.MAX_SAFE_INTEGER : a.start);
  adjusted.sort((a, b) => ORDER[a.risk_level] - ORDER[b.risk_level] || pos(a) - pos(b));
  return adjusted.map((a, i) => ({ ...a, id: `adv${i + 1}` }));
}
