import type { EnhancedRiskSettings } from "../../common/risk-settings";
import type { Doc } from "../doc";
import type { LiabilitySentence } from "../liability";
import type { ConvenienceSentence } from "../terms/cancellation";
import type { TermContext } from "../terms/common";
import type {
  CancellationTerms,
  IndemnityTerms,
  JurisdictionTerms,
  PaymentTerms,
  RenewalTerms,
  ServiceGuarantees,
} from "../types";

export type Spans = Array<{ start: number; end: number }>;

/** Clause detections shared by the CUAD spans and the advanced findings (computed once). */
export interface Detections {
  assignment: Spans;
  ip: Spans;
  warranty: Spans;
  insurance: Spans;
  audit: Spans;
}

/** What the advanced clause finders work from: the prepared text and the six term results. */
export interface AdvancedInputs {
  ctx: TermContext;
  doc: Doc;
  enhanced: EnhancedRiskSettings;
  liability: LiabilitySentence[];
  convenience: ConvenienceSentence[];
  detections: Detections;
  payment: PaymentTerms;
  renewal: RenewalTerms;
  cancellation: CancellationTerms;
  indemnity: IndemnityTerms;
  jurisdiction: JurisdictionTerms;
  service: ServiceGuarantees;
}
