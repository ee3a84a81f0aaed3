import { formatDate } from "../../common/format";
import { noticeBefore, type RenewalTerms, renewalNumber, renewalOn } from "../../common/renewal-rule";

type FeedContract = RenewalTerms & { id: string; contractTitle: string; vendorName: string };

/** Renewals of an auto-renewing contract put in the feed: the current term's and the next ones. */
const TERMS_AHEAD = 3;

const escapeText = (text: string) =>
  text.replace(/\\/g, "\\\\").replace(/;/g, "\\;").replace(/,/g, "\\,").replace(/\r?\n/g, "\\n");

/** RFC 5545 lines are folded at 75 octets with a leading space on each continuation. */
function fold(line: string) {
  const bytes = Buffer.from(line, "utf8");
  if (bytes.length <= 75) return line;
  const parts: string[] = [];
  let current = "";
  for (const char of line) {
    if (Buffer.byteLength(current + char, "utf8") > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = "";
    }
    current += char;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

const icsDate = (iso: string) => iso.replace(/-/g, "");
const nextDay = (iso: string) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const stamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.\d{3}/, "");

function event(uid: string, date: string, summary: string, description: string, now: Date) {
  return [
    "BEGIN:VEVENT",
    `UID:${uid}@clausewise`,
    `DTSTAMP:${stamp(now)}`,
    `DTSTART;VALUE=DATE:${icsDate(date)}`,
    `DTEND;VALUE=DATE:${icsDate(nextDay(date))}`,
    `SUMMARY:${escapeText(summary)}`,
    `DESCRIPTION:${escapeText(description)}`,
    "TRANSP:TRANSPARENT",
    "END:VEVENT",
  ];
}

function noticeEvent(c: FeedContract, deadline: string, renewal: string, now: Date) {
  return event(
    `notice-${c.id}-${renewal}`,
    deadline,
    `Last day to cancel: ${c.contractTitle}`,
    `Give ${c.vendorName} notice by today if you do not want ${c.contractTitle} to renew automatically on ${formatDate(renewal)}.`,
    now,
  );
}

/**
 * For each contract, its renewal (or end) and notice deadline as they stand today by the renewal rule:
 * an auto-renewing contract has the current term's and the next terms' events, so a contract that
 * started years ago still shows what comes next.
 */
export function portfolioCalendar(contracts: FeedContract[], now: Date) {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Clausewise//Renewals//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "X-WR-CALNAME:Clausewise renewals",
  ];
  for (const c of contracts) {
    const on = renewalOn(c, now);
    if (!on.nextRenewal) continue;
    if (!on.autoRenews) {
      lines.push(
        ...event(
          `renewal-${c.id}`,
          on.nextRenewal,
          `Ends: ${c.contractTitle}`,
          `${c.contractTitle} with ${c.vendorName} ends today unless it is renewed.`,
          now,
        ),
      );
      continue;
    }
    for (let k = on.renewalsSoFar; k < on.renewalsSoFar + TERMS_AHEAD; k++) {
      const renewal = renewalNumber(c, k);
      if (!renewal) break;
      lines.push(
        ...event(
          `renewal-${c.id}-${renewal}`,
          renewal,
          `Renews: ${c.contractTitle}`,
          `${c.contractTitle} with ${c.vendorName} renews automatically today (${on.periodLabel}).`,
          now,
        ),
      );
      const deadline = noticeBefore(renewal, c);
      if (deadline) lines.push(...noticeEvent(c, deadline, renewal, now));
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
