/**
 * Finds advice addressed to the reader in text meant for the other party. Courtesy addressed to the
 * recipient ("Thank you", "Could you", "if you could") is what a letter says and is allowed; any other
 * "you"/"your", and sentences that open with an instruction to the reader ("Ask for", "Keep it",
 * "Check", "Diary"), are the user's on-screen advice leaking into outgoing text.
 */
const COURTESY_RE =
  /\b(?:yours\s+(?:sincerely|faithfully)|thank\s+you|could\s+you|would\s+you|can\s+you|if\s+you\s+(?:could|would|have|are\s+happy|agree)|let\s+us\s+know\s+(?:if|whether|when)\s+you|you\s+could\s+review)\b/gi;
const SECOND_PERSON_RE = /\b(?:you|your|yours|yourself|yourselves)\b/gi;
const ADVICE_OPENING_RE =
  /(?:^|[.!?:]\s+|\n\s*(?:[-•]\s*)?)((?:ask\s+(?:for|the|that)|keep\s+(?:it|this|them|ownership)|check\s+(?:that|the|who|which|you)|diary\b|put\s+(?:the|that)\s+[^.]{0,30}calendar|make\s+sure|consider\s+(?:whether|allowing)|nothing\s+to\s+(?:do|change)|set\s+up\s+reminders)[^.]{0,60})/gi;

export function secondPersonAdvice(text: string): string[] {
  const found: string[] = [];
  const cleaned = text.replace(COURTESY_RE, (m) => " ".repeat(m.length));
  for (const m of cleaned.matchAll(SECOND_PERSON_RE)) {
    const at = m.index ?? 0;
    found.push(
      text
        .slice(Math.max(0, at - 40), at + 40)
        .replace(/\s+/g, " ")
        .trim(),
    );
  }
  for (const m of cleaned.matchAll(ADVICE_OPENING_RE)) found.push(m[1].trim());
  return found;
}
