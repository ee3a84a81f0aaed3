import type { AdvancedClause } from "../../../analysis/types";
import { formatDate } from "../../../common/format";
import { reasonForWording, rejectionWithoutPosition, rejectionWithWording } from "../outgoing";
import { rowValue } from "../table-row";
import {
  advancedIssue,
  clauseRef,
  contractTitle,
  counterpartyName,
  type Issue,
  isOwnTerms,
  type MessageInput,
  missingTopic,
  negotiationIssues,
} from "./context";

export type GeneratedMessage = { title: string; subject: string; text: string; fileName: string };

const signature = (input: MessageInput) =>
  [input.sender.name, input.sender.jobTitle, input.sender.company, input.sender.email]
    .filter(Boolean)
    .join("\n");

/** "Dear Cloudline Systems Limited"; with no name to address, "Dear Sir or Madam" rather than "Dear the customer" */
const salutationName = (them: string) => (/^the\s/.test(them) ? "Sir or Madam" : them);

const fileStem = (input: MessageInput) =>
  input.contractName.replace(/\.[^.]+$/, "").replace(/[^A-Za-z0-9._ -]+/g, "_");

function issueBlock(issue: Issue, index: number) {
  const lines = [`${index + 1}. ${issue.title} (${issue.ref})`];
  if (issue.excerpt) lines.push(`   Current wording: "${issue.excerpt}"`);
  // wording with figures of its own gets what the analysis found wrong with the clause as its reason;
  // the concerns the user typed are private and are not quoted
  const ours =
    issue.position ??
    (issue.decision === "reject"
      ? issue.proposedText
        ? reasonForWording(issue.concern, "below", rejectionWithWording(issue.ref, "below"))
        : rejectionWithoutPosition(issue.ref)
      : issue.decision === "propose" && issue.proposedText && issue.concern
        ? reasonForWording(issue.concern, "below", "")
        : null);
  if (ours) lines.push(`   Our position: ${ours}`);
  if (issue.proposedText) lines.push(`   Proposed wording: "${issue.proposedText}"`);
  return lines.join("\n");
}

const fullQuote = (text: string) => `"${text.replace(/\s+/g, " ").trim()}"`;

/**
 * Ends a sentence with a full stop unless it already ends one: "Redwood Ledger Systems, Inc." as it
 * stands, and a quotation whose words end in a stop keeps it inside the marks (`... due date."`, never
 * `... due date.".`).
 */
export const endQuotedSentence = (text: string) => (/[.!?…]["'”’]*$/.test(text) ? text : `${text}.`);

/** One line per point for internal summaries: the position we take, in the company's voice. */
const issueLine = (i: Issue) =>
  `- ${i.title} (${i.ref}): ${i.position ?? (i.proposedText ? endQuotedSentence(`we propose new wording: ${fullQuote(i.proposedText)}`) : rejectionWithoutPosition(i.ref))}`;

/** "clause 4.2" before "clause 5.1"; a point with no clause number (a missing term) comes last */
export function byClauseOrder(a: Pick<Issue, "ref">, b: Pick<Issue, "ref">): number {
  const parts = (i: Pick<Issue, "ref">) =>
    /(\d+(?:\.\d+)*)/.exec(i.ref)?.[1].split(".").map(Number) ?? [Number.POSITIVE_INFINITY];
  const [x, y] = [parts(a), parts(b)];
  for (let k = 0; k < Math.max(x.length, y.length); k++) {
    const d = (x[k] ?? -1) - (y[k] ?? -1);
    if (d !== 0) return d;
  }
  return 0;
}

/**
 * In the order of the contract, as the redline and the amendment proposal list them: a deletion by
 * its clause, a new clause after the paragraph it follows; points with no place by clause number.
 */
export const byPosition = (a: Pick<Issue, "ref" | "at">, b: Pick<Issue, "ref" | "at">): number =>
  a.at - b.at || byClauseOrder(a, b);

/**
 * The letter to the other party. Once the user has decided any term, it carries exactly the changes
 * they decided (rejections, proposals and the sentences those delete), in the contract's order: the
 * same changes as the redline and the amendment proposal, and nothing they have not chosen to send.
 * Before any decision (Start Negotiation Process on the analysis overview) it raises the review's
 * points for discussion.
 */
export function negotiationEmail(input: MessageInput): GeneratedMessage {
  const issues = negotiationIssues(input);
  const them = counterpartyName(input.analysis, input.sender.company);
  const title = contractTitle(input);
  const decided = [
    ...issues.filter((i) => i.decision === "reject" || i.decision === "propose"),
    ...(input.deletions ?? []).map(
      (d): Issue => ({
        id: `deletion-${d.start}`,
        title: "Deletion",
        risk: "medium",
        ref: clauseRef(input.analysis, d.start, d.text),
        excerpt: rowValue(d.text),
        position: d.comment,
        proposedText: null,
        concern: null,
        decision: "reject",
        at: d.start,
      }),
    ),
  ];
  const isDecided = input.decisions.length > 0;
  const points = (isDecided ? decided : issues).sort(byPosition);
  const one = points.length === 1;
  const ownTerms = isOwnTerms(input.analysis);
  // our own terms are ours to send: no draft was received from the other party, and it is they who sign them
  const theTitle = /^the\s/i.test(title) ? title : `the ${title}`;
  const opening = ownTerms
    ? !points.length
      ? `We enclose ${theTitle} for your review. Do let us know if you have any questions.`
      : isDecided
        ? `We enclose ${theTitle} with the following ${one ? "change" : "changes"} to our usual wording:`
        : `We enclose ${theTitle} and would like to agree the following ${one ? "point" : "points"} with you:`
    : !points.length
      ? "We have reviewed it, are content with its terms and are ready to proceed to signature."
      : isDecided
        ? `We have reviewed it and propose the following ${one ? "change" : "changes"} before we sign:`
        : `We have reviewed it and would like to discuss the following ${one ? "point" : "points"} before we sign:`;
  const body = points.length
    ? `\n\n${points.map(issueBlock).join("\n\n")}\n\nWe believe ${one ? "this change gives" : "these changes give"} a fair balance for both parties. Could we agree ${one ? "it" : "them"}, or arrange a short call this week to discuss?`
    : "";
  const text = `Dear ${salutationName(them)},

${ownTerms ? "" : `Thank you for sending the draft ${title}. `}${opening}${body}

Kind regards,

${signature(input)}`;
  return {
    title: "Negotiation email",
    subject: ownTerms
      ? points.length
        ? `${title}: points to agree`
        : title
      : points.length
        ? `${title}: points to agree before signing`
        : `${title}: ready to sign`,
    text,
    fileName: `${fileStem(input)}_Negotiation_Email.txt`,
  };
}

export function issueSummaryEmail(input: MessageInput): GeneratedMessage {
  const { analysis } = input;
  const issues = negotiationIssues(input);
  const high = issues.filter((i) => i.risk === "high");
  const medium = issues.filter((i) => i.risk === "medium");
  // terms rated fine that the user still raises with the other party
  const other = issues.filter((i) => i.risk === "low");
  const title = contractTitle(input);
  const list = (items: Issue[]) => (items.length ? items.map(issueLine).join("\n") : "- None");
  const text = `Hello,

Here is a summary of the review of ${title} with ${endQuotedSentence(counterpartyName(analysis, input.sender.company))}

Overall risk: ${analysis.overallRisk === "red" ? "High" : analysis.overallRisk === "amber" ? "Medium" : "Low"}
Contract health score: ${analysis.health.score}/10 (${analysis.health.recommendation})

High-risk points (${high.length}):
${list(high)}

Medium-risk points (${medium.length}):
${list(medium)}
${other.length ? `\nOther points we are raising (${other.length}):\n${list(other)}\n` : ""}
Suggested next step: ${high.length ? "raise the high-risk points with the other party before signing." : medium.length ? "raise the medium-risk points where they matter to us." : "proceed to signature."}

${signature(input)}`;
  return {
    title: "Issue summary",
    subject: `Contract review summary: ${title}`,
    text,
    fileName: `${fileStem(input)}_Issue_Summary.txt`,
  };
}

export function legalReviewRequest(input: MessageInput): GeneratedMessage {
  const issues = negotiationIssues(input);
  const title = contractTitle(input);
  const { analysis } = input;
  const facts = [
    analysis.jurisdiction.governingLaw ? `Governing law: ${analysis.jurisdiction.governingLaw}` : null,
    analysis.effectiveDate?.value ? `Effective date: ${formatDate(analysis.effectiveDate.value)}` : null,
    analysis.paymentTerms.paymentDays !== null ? `Payment: ${analysis.paymentTerms.paymentDays} days` : null,
    analysis.renewalTerms.autoRenewal !== null
      ? `Automatic renewal: ${analysis.renewalTerms.autoRenewal ? "yes" : "no"}${analysis.renewalTerms.noticePeriod ? `, ${analysis.renewalTerms.noticeWords ?? `${analysis.renewalTerms.noticePeriod} days'`} notice` : ""}`
      : null,
  ].filter(Boolean);
  const text = `Dear colleague,

Could you please review the attached draft ${title} between ${input.sender.company || "us"} and ${counterpartyName(analysis, input.sender.company)} before we sign? We are the ${analysis.side}.

Key facts from our review:
${facts.length ? facts.map((f) => `- ${f}`).join("\n") : "- (none extracted)"}

The points on which we would most value advice:
${
  issues.length
    ? issues
        .slice(0, 8)
        .map((i, n) => `${n + 1}. ${issueLine(i).slice(2)}`)
        .join("\n")
    : "- No specific concerns; a general review is enough."
}

Please let us know whether the wording protects us adequately and which changes are needed.

Many thanks,

${signature(input)}`;
  return {
    title: "Legal review request",
    subject: `Legal review request: ${title}`,
    text,
    fileName: `${fileStem(input)}_Legal_Review_Request.txt`,
  };
}

export function amendmentText(
  input: MessageInput,
  finding: AdvancedClause,
  alternative: string,
): GeneratedMessage {
  const issue = advancedIssue(input.analysis, finding);
  const name = finding.missing ? missingTopic(finding.name).title : finding.name;
  const text = `Amendment to ${contractTitle(input)}: ${name}

Clause: ${issue.ref.charAt(0).toUpperCase()}${issue.ref.slice(1)}
${issue.excerpt ? `Current wording:\n"${rowValue(finding.excerpt)}"\n` : "Current wording: none (the contract has no such clause)\n"}
Proposed wording:
"${alternative}"

Reason: ${issue.position ?? `We propose this wording for ${issue.ref}.`}`;
  return {
    title: "Amendment",
    subject: `Amendment: ${name}`,
    text,
    fileName: `${fileStem(input)}_Amendment_${finding.category}.txt`,
  };
}

export function clauseEmail(
  input: MessageInput,
  finding: AdvancedClause,
  alternative: string,
  kind: "solution" | "proposal",
): GeneratedMessage {
  const issue = advancedIssue(input.analysis, finding);
  const them = counterpartyName(input.analysis, input.sender.company);
  const subject = finding.missing ? missingTopic(finding.name).phrase : `${issue.ref} (${finding.name})`;
  const opener =
    kind === "solution"
      ? `We have one point on ${subject} that we need to resolve before signing.`
      : finding.missing
        ? `We would like to propose an addition to the contract: ${subject}.`
        : `We would like to propose a change to ${subject}.`;
  const text = `Dear ${salutationName(them)},

${opener}
${issue.excerpt ? `\nThe draft currently says: "${issue.excerpt}"\n` : "\nThe draft does not currently cover this.\n"}${issue.position ? `\n${issue.position}\n` : ""}
We propose the following wording:
"${alternative}"

Please let us know if this is acceptable.

Kind regards,

${signature(input)}`;
  return {
    title: kind === "solution" ? "Email solution" : "Proposal",
    subject: `${contractTitle(input)}: ${finding.missing ? missingTopic(finding.name).title : finding.name}`,
    text,
    fileName: `${fileStem(input)}_${kind === "solution" ? "Email" : "Proposal"}_${finding.category}.txt`,
  };
}
