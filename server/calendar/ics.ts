import { noticeDeadline } from "../../common/renewal-status";

type FeedContract = {
  id: string;
  contractTitle: string;
  vendorName: string;
  renewalDate: string | null;
  renewalNoticeDays: number | null;
  isAutoRenewal: boolean;
};

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

/** One renewal event per contract and, when it auto-renews with a notice period, its notice deadline. */
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
    if (!c.renewalDate) continue;
    lines.push(
      ...event(
        `renewal-${c.id}`,
        c.renewalDate,
        `Renewal: ${c.contractTitle}`,
        `${c.contractTitle} with ${c.vendorName} renews or ends today.`,
        now,
      ),
    );
    const deadline = noticeDeadline(c.renewalDate, c.renewalNoticeDays, c.isAutoRenewal);
    if (deadline.date && deadline.date !== c.renewalDate) {
      lines.push(
        ...event(
          `notice-${c.id}`,
          deadline.date,
          `Last day to cancel: ${c.contractTitle}`,
          `Give ${c.vendorName} notice by today if you do not want ${c.contractTitle} to renew automatically.`,
          now,
        ),
      );
    }
  }
  lines.push("END:VCALENDAR");
  return `${lines.map(fold).join("\r\n")}\r\n`;
}
