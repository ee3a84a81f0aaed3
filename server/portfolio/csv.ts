import type { ExecutedContract } from "../../common/portfolio";
import { renewalStatus } from "../../common/renewal-status";

const cell = (value: unknown) => {
  const text = value === null || value === undefined ? "" : String(value);
  // A leading = + - @ would make spreadsheets run the cell as a formula.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

export function portfolioCsv(rows: ExecutedContract[], today: Date) {
  const header = [
    "Title",
    "Vendor",
    "Value",
    "Currency",
    "Department",
    "Type",
    "Start date",
    "End date",
    "Renewal date",
    "Auto-renewal",
    "Notice days",
    "Payment terms",
    "Risk",
    "Renewal status",
    "Next renewal or end",
    "Notice deadline",
    "Renews",
  ];
  const lines = rows.map((r) => {
    const status = renewalStatus(r, today);
    return [
      r.contractTitle,
      r.vendorName,
      r.contractValue,
      r.currency,
      r.department,
      r.contractType,
      r.startDate,
      r.endDate,
      r.renewalDate,
      r.isAutoRenewal ? "Yes" : "No",
      r.renewalNoticeDays,
      r.paymentTerms,
      r.overallRisk,
      status.label ?? "",
      status.on.nextRenewal,
      status.on.noticeDeadline,
      status.on.autoRenews ? status.on.periodLabel : "No",
    ]
      .map(cell)
      .join(",");
  });
  return `\uFEFF${[header.join(","), ...lines].join("\r\n")}\r\n`;
}
