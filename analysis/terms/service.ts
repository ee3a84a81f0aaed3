import type { EnhancedRiskSettings } from "../../common/risk-settings";
import { serviceLevelTiers } from "../../common/risk-settings";
import { serviceAdvice } from "../advice/index";
import { findInSentences, sentencesWithWords, triggerWords } from "../doc";
import { findPercents, NUMBER_WORDS_SOURCE, wordsToNumber } from "../numbers";
import { rateServiceLevel } from "../risk";
import { ellipsis } from "../text";
import type { Rating, ServiceGuarantees } from "../types";
import { CONFIDENCE, foundBlock, labelsOf, missingBlock, type TermContext } from "./common";

const SERVICE_WORDS = triggerWords([
  "uptime",
  "up",
  "availability",
  "available",
  "service",
  "sla",
  "credit*",
  "response",
  "respond",
  "resolution",
  "downtime",
  "down",
]);
const UPTIME_WORDS_RE = /\b(?:uptime|up[\s-]time|availability|available|availabe|accessible|operational)\b/i;
const RESPONSE_RE = new RegExp(
  `\\b(?:respond|response|acknowledge|react|reply|attend)\\w*\\b[^.;]{0,80}?\\b(?:within|in|no\\s+later\\s+than|not\\s+exceeding|of)\\s+(?:(\\d+(?:\\.\\d+)?)|(${NUMBER_WORDS_SOURCE}))\\s*(?:\\(\\s*(\\d+(?:\\.\\d+)?)\\s*\\)\\s*)?(?:business\\s+|working\\s+|normal\\s+)?(hours?|hrs?|minutes?|mins?|days?)\\b`,
  "i",
);
const CREDITS_RE =
  /\b(?:service\s+credits?|credits?\s+(?:of|equal\s+to|against|towards?)|fee\s+(?:reduction|rebate)|rebate)\b/i;
const SERVICE_CONTRACT_WORDS = triggerWords([
  "software",
  "saas",
  "hosting",
  "hosted",
  "cloud",
  "subscription",
  "support",
  "managed",
  "platform",
  "maintenance",
  "service",
  "helpdesk",
  "help",
]);
const SERVICE_CONTRACT_RE =
  /\b(?:software\s+as\s+a\s+service|saas|hosting|hosted|cloud|subscription|support\s+services|managed\s+services?|platform|maintenance\s+services|service\s+levels?|helpdesk|help\s+desk)\b/i;

export function findServiceGuarantees(ctx: TermContext, enhanced: EnhancedRiskSettings): ServiceGuarantees {
  const { doc } = ctx;
  let uptime: number | null = null;
  let response: number | null = null;
  let credits = false;
  let bestIdx = -1;
  let bestScore = 0;
  for (const idx of sentencesWithWords(doc, SERVICE_WORDS)) {
    const s = doc.sentences[idx];
    if (s.end - s.start > 1500) continue;
    const raw = doc.text.slice(s.start, s.end);
    const lower = doc.lower.slice(s.start, s.end);
    let score = 0;
    if (UPTIME_WORDS_RE.test(lower)) {
      const p = findPercents(raw).find((x) => x.value >= 90 && x.value <= 100);
      if (p) {
        if (uptime === null) uptime = p.value;
        score += 5;
      }
    }
    const r = RESPONSE_RE.exec(raw);
    if (r) {
      const n = r[3] ? Number(r[3]) : r[1] ? Number(r[1]) : wordsToNumber(r[2] ?? "");
      if (n !== null) {
        const unit = r[4].toLowerCase();
        const hours = unit.startsWith("min") ? n / 60 : unit.startsWith("day") ? n * 24 : n;
        if (response === null) response = Math.round(hours * 100) / 100;
        score += 3;
      }
    }
    if (CREDITS_RE.test(lower)) {
      credits = true;
      score += 2;
    }
    if (/\bservice\s+levels?\b|\bsla\b/.test(lower)) score += 1;
    if (score > bestScore) {
      bestScore = score;
      bestIdx = idx;
    }
  }
  const tier = serviceLevelTiers[enhanced.serviceLevelRequirement];
  if (bestIdx < 0 || bestScore < 2) {
    const noService = {
      found: false,
      uptimePercent: null,
      responseHours: null,
      credits: false,
      side: ctx.side,
      level: enhanced.serviceLevelRequirement,
      labels: labelsOf(ctx),
    };
    const isService = findInSentences(doc, SERVICE_CONTRACT_WORDS, SERVICE_CONTRACT_RE) !== null;
    return {
      ...missingBlock(
        isService
          ? {
              summary:
                "No service levels found: the contract promises no uptime, response times or service credits.",
              favorabilityScore: "amber",
              ...serviceAdvice({ ...noService, applicable: true, rating: "amber" }),
            }
          : {
              summary:
                "Not applicable: the contract is not for an ongoing service, and no service levels were found.",
              favorabilityScore: "green",
              ...serviceAdvice({ ...noService, applicable: false, rating: "green" }),
            },
      ),
      uptimePercent: null,
      responseTimeHours: null,
      serviceCredits: false,
      sla: null,
    };
  }
  const s = doc.sentences[bestIdx];
  const rating: Rating = rateServiceLevel(uptime, response, enhanced);
  const parts: string[] = [];
  if (uptime !== null) parts.push(`${uptime}% uptime`);
  if (response !== null)
    parts.push(
      `response within ${response < 1 ? `${Math.round(response * 60)} minutes` : `${response} hours`}`,
    );
  parts.push(credits ? "service credits if missed" : "no service credits");
  const summary = `Service levels: ${parts.join(", ")} (your requirement: ${tier.uptimePercent}% uptime, ${tier.responseHours < 1 ? `${tier.responseHours * 60} minutes` : `${tier.responseHours} hours`} response).`;
  return {
    ...foundBlock(doc, s.start, s.end, {
      summary,
      favorabilityScore: rating,
      confidence: uptime !== null ? CONFIDENCE.exact : CONFIDENCE.pattern,
      ...serviceAdvice({
        found: true,
        applicable: true,
        uptimePercent: uptime,
        responseHours: response,
        credits,
        rating,
        side: ctx.side,
        level: enhanced.serviceLevelRequirement,
        labels: labelsOf(ctx),
      }),
    }),
    uptimePercent: uptime,
    responseTimeHours: response,
    serviceCredits: credits,
    sla: ellipsis(doc.text.slice(s.start, s.end), 200),
  };
}
