import type { EnhancedRiskSettings } from "../../common/risk-settings";
import type { Doc } from "../doc";
import type { LiabilitySentence } from "../liability";
import type { TermContext } from "../terms/common";
import type {
  CancellationTerms,
  IndemnityTerms,
  JurisdictionTerms,
  PaymentTerms,
  RenewalTerms,
  ServiceGuarantees,
} from "../types";

/** What the advanced clause finders work from: the prepared text and the six term results. */
export interface AdvancedInputs {
  ctx: TermContext;
  doc: Doc;
  enhanced: EnhancedRiskSettings;
  liability: LiabilitySentence[];
  payment: PaymentTerms;
  renewal: RenewalTerms;
  cancellation: CancellationTerms;
  indemnity: IndemnityTerms;
  jurisdiction: JurisdictionTerms;
  service: ServiceGuarantees;
}
