import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";

export function findAdvancedClauses(_inp: AdvancedInputs): AdvancedClause[] {
  return [];
}
