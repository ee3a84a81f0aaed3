import { readFileSync } from "node:fs";
import { analyseContract } from "../analysis/index";

for (const id of process.argv.slice(2)) {
  const t = readFileSync(`/work/shared/eval/cuad-dev/contracts/${id}.txt`, "utf8");
  const a = analyseContract(t);
  console.log(
    "==",
    id,
    a.title?.text,
    "| risk",
    a.overallRisk,
    "| parties:",
    a.parties.all
      .slice(0, 4)
      .map((p) => `${p.name} [${p.alias ?? ""}/${p.role ?? "?"}]`)
      .join(" ; "),
  );
  console.log(
    "  pay:",
    a.paymentTerms.paymentDays,
    a.paymentTerms.frequency,
    a.paymentTerms.amount,
    a.paymentTerms.currency,
    "|",
    a.paymentTerms.summary.slice(0, 100),
  );
  console.log(
    "  ren:",
    a.renewalTerms.autoRenewal,
    a.renewalTerms.renewalTermMonths,
    a.renewalTerms.noticePeriod,
    "| canc:",
    a.cancellationTerms.forConvenience,
    a.cancellationTerms.forConvenienceParty,
    a.cancellationTerms.noticePeriod,
  );
  console.log(
    "  ind:",
    a.indemnity.type,
    a.indemnity.indemnifyingParty,
    a.indemnity.capped,
    "| law:",
    a.jurisdiction.governingLaw,
    "|",
    a.jurisdiction.courts,
    "| sla:",
    a.serviceGuarantees.uptimePercent,
  );
  console.log("  key:", JSON.stringify(a.keyData));
}
