/**
 * Agreement date (when it was made), effective date (when it starts) and expiration date (when the
 * initial term ends), each with the exact words and, where they resolve, an ISO date.
 */
import { findAgreementDate } from "./contract-dates/agreement-date";
import type { Span } from "./contract-dates/date-field";
import { findEffectiveDate } from "./contract-dates/effective-date";
import { findExpirationDate } from "./contract-dates/expiration-date";
import { findDates, numericDateOrder } from "./dates";
import type { Doc } from "./doc";
import { findPreamble } from "./parties";
import type { DateField } from "./types";

export { countsFromUndatedEvent } from "./contract-dates/event-start";

export interface ContractDates {
  agreementDate: DateField | null;
  effectiveDate: DateField | null;
  expirationDate: DateField | null;
  /** spans to report for the CUAD categories (clause-level where the date is not written out) */
  agreementSpans: Span[];
  effectiveSpans: Span[];
  expirationSpans: Span[];
  /** the term sentence says the contract has no end ("continues in perpetuity", "until terminated") */
  openEnded: boolean;
}

export function findContractDates(doc: Doc): ContractDates {
  // numeric dates in the contract's own order (month first in an American contract)
  const order = () => numericDateOrder(doc.text);
  const datesIn = (t: string, offset = 0) => findDates(t, offset, order);
  const pre = findPreamble(doc);
  const made = findAgreementDate(doc, pre, datesIn);
  const { agreement, agreementDate, agreementSpans } = made;
  const { effective, effectiveSpans } = findEffectiveDate(doc, pre, datesIn, made);
  const effectiveDate = effective ?? (agreementDate ? { ...agreementDate } : null);
  const { expiration, expirationSpans, openEnded } = findExpirationDate(doc, pre, datesIn, {
    agreement,
    agreementDate,
    effective,
    effectiveDate,
  });
  return {
    agreementDate,
    effectiveDate,
    expirationDate: expiration,
    openEnded,
    agreementSpans,
    effectiveSpans,
    expirationSpans,
  };
}
