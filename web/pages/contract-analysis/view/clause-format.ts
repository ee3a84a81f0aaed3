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
  suspension: "Suspension",
  minimum_commitment: "Minimum commitment",
  exclusivity: "Exclusivity",
  change_of_control: "Change of control",
  property_and_works: "Lease and building terms",
};

/** 'days_to_pay' → 'Days to pay'. */
export function humanise(code: string): string {
  const words = code.replace(/[_-]+/g, " ").trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export const categoryLabel = (category: string) => CATEGORY_LABELS[category] ?? humanise(category);

/** Finding kinds whose code does not read well once humanised. */
const SUBCATEGORY_LABELS: Record<string, string> = {
  created_ip_yours: "Work created: yours",
  created_ip_theirs: "Work created: theirs",
  created_ip_joint: "Work created: jointly owned",
  created_ip_unclear: "Work created: owner unclear",
  created_ip_each_own: "Each side owns its own work",
  created_ip_grant_back: "The customer's own work goes to the supplier",
  existing_ip: "Existing IP",
  ip_transferred: "Existing IP transferred",
  ip_transferred_to_you: "Existing IP transferred to you",
  ip_transferred_from_you: "Existing IP transferred from you",
  records_duty_yours: "Your staff may not read their records",
  records_duty_theirs: "Their staff may not read your records",
  to_specification: "Work to the specification",
  broad_exclusion_yours: "You exclude liability for any loss",
  broad_exclusion_theirs: "They exclude liability for any loss",
  broad_exclusion_mutual: "Neither side liable for any loss",
};
const MINOR_WORDS = new Set(["and", "of", "the", "in"]);

/**
 * The kind of a finding for the screen: a place for governing law ("england_and_wales" → "England and
 * Wales"), a written label where the code reads badly, else the code humanised with "IP" in capitals.
 */
export function subcategoryLabel(category: string, subcategory: string): string {
  const label = SUBCATEGORY_LABELS[subcategory];
  if (label) return label;
  if (category === "jurisdiction")
    return subcategory
      .split(/[_-]+/)
      .map((w, i) => (i > 0 && MINOR_WORDS.has(w) ? w : w.charAt(0).toUpperCase() + w.slice(1)))
      .join(" ");
  return humanise(subcategory).replace(/\bip\b/gi, "IP");
}

/** A clause has a place in the document when it was found (missing findings have no offsets). */
export const hasOffsets = (clause: { start: number; end: number; missing?: boolean }) =>
  !clause.missing && clause.start >= 0 && clause.end > clause.start;
