const CATEGORY_LABELS: Record<string, string> = {
  ip_ownership: "Intellectual property ownership",
  liability_cap: "Liability cap",
  termination_notice: "Termination notice",
  payment_terms: "Payment terms",
  indemnification: "Indemnification",
  confidentiality: "Confidentiality",
  jurisdiction: "Jurisdiction",
  warranty: "Warranty",
  termination: "Termination",
  data_protection: "Data protection",
  assignment: "Assignment",
  insurance: "Insurance",
  liability_exclusions: "Liability exclusions",
  auto_renewal: "Automatic renewal",
  audit_rights: "Audit rights",
  non_solicitation: "Non-solicitation",
  non_compete: "Non-competition",
  force_majeure: "Force majeure",
  service_levels: "Service levels",
  price_changes: "Price changes",
  liquidated_damages: "Liquidated damages",
  set_off: "Set-off",
};

/** 'days_to_pay' → 'Days to pay'. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? humanise(category);

/** A clause has a place in the document when it was found (missing findings have no offsets). */
export const hasOffsets = (clause: { start: number; end: number; missing?: boolean }) =>
  !clause.missing && clause.start >= 0 && clause.end > clause.start;
