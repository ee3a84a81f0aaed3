import { readFileSync } from "node:fs";
import { findContractDates } from "../analysis/contract-dates";
import { antiAssignment, auditRights, insurance, ipOwnership, warrantyDuration } from "../analysis/cuad";
import { prepare } from "../analysis/doc";
import { analyseContract } from "../analysis/index";
import { liabilitySentences } from "../analysis/liability";
import { extractParties, roleLexicon } from "../analysis/parties";
import { convenienceSentences } from "../analysis/terms/cancellation";
import { findIndemnity } from "../analysis/terms/indemnity";
import { governingLawSentences } from "../analysis/terms/jurisdiction";
import { findPaymentTerms } from "../analysis/terms/payment";
import { classifyRenewalSentences } from "../analysis/terms/renewal";
import { findServiceGuarantees } from "../analysis/terms/service";
import { DEFAULT_ENHANCED_RISK_SETTINGS, DEFAULT_RISK_THRESHOLDS } from "../common/risk-settings";

const ids = process.argv.slice(2);
const texts = ids.map((id) => readFileSync(`/work/shared/eval/cuad-dev/contracts/${id}.txt`, "utf8"));
const acc = new Map<string, number>();
const t = (name: string, f: () => unknown) => {
  const t0 = performance.now();
  f();
  acc.set(name, (acc.get(name) ?? 0) + performance.now() - t0);
};
for (let r = 0; r < 4; r++)
  for (const text of texts) {
    if (r === 0) {
      analyseContract(text);
      continue;
    }
    const d0 = prepare(text);
    t("prepare", () => prepare(text));
    const fresh = () => prepare(text);
    const parties = extractParties(d0);
    t("parties", () => extractParties(fresh()));
    t("dates", () => findContractDates(fresh()));
    t("liab", () => liabilitySentences(fresh()));
    t("renewal", () => classifyRenewalSentences(fresh()));
    t("gov", () => governingLawSentences(fresh()));
    t("assign", () => antiAssignment(fresh()));
    t("ip", () => ipOwnership(fresh()));
    t("warranty", () => warrantyDuration(fresh()));
    t("ins", () => insurance(fresh()));
    t("audit", () => auditRights(fresh()));
    const ctx = () => {
      const doc = fresh();
      return {
        doc,
        parties,
        lexicon: roleLexicon(parties),
        side: "customer" as const,
        thresholds: DEFAULT_RISK_THRESHOLDS,
      };
    };
    t("conv", () => convenienceSentences(ctx()));
    t("pay", () => findPaymentTerms(ctx()));
    t("ind", () => findIndemnity(ctx(), []));
    t("svc", () => findServiceGuarantees(ctx(), DEFAULT_ENHANCED_RISK_SETTINGS));
    t("all", () => analyseContract(text));
  }
const p = acc.get("prepare")!;
for (const [k, v] of acc) console.log(k.padEnd(10), (k === "prepare" || k === "all" ? v : v - p).toFixed(0));
