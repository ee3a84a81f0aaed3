import { isPropertyLease } from "../terms/lease";
import type { AdvancedClause } from "../types";
import type { AdvancedInputs } from "./inputs";
import { forfeiture, rentDeposit, securityOfTenure, serviceCharge } from "./lease-findings";
import { adjudication, defectsPeriod, retention } from "./works-findings";

/** A lease of land: landlord and tenant named as the parties, or a title that says so. */
function isLease(inp: AdvancedInputs): boolean {
  const firstLine = /^\s*([^\n]{1,120})/.exec(inp.doc.text)?.[1] ?? null;
  return isPropertyLease(inp.ctx.parties, firstLine);
}

/** Findings particular to leases of property and to building contracts; none in other contracts. */
export function propertyAndWorksFindings(inp: AdvancedInputs): AdvancedClause[] {
  // an exclusion of the 1954 Act names itself, in a lease or in an agreement for one
  const found = isLease(inp)
    ? [forfeiture(inp), serviceCharge(inp), rentDeposit(inp), securityOfTenure(inp)]
    : [securityOfTenure(inp), retention(inp), defectsPeriod(inp), adjudication(inp)];
  return found.filter((f): f is AdvancedClause => f !== null);
}
