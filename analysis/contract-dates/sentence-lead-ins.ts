/**
 * The sentence without a heading run into its start ("4. TERM AND TERMINATION 4.1 Unless ...",
 * "15. Duration of Agreement   This Agreement ...", "2.1 Term of Agreement Except as ..."), so that
 * rules anchored at the start of a sentence see its first real words.
 */
export function withoutRunInHeading(raw: string): string {
  const quoted = raw.replace(RESTATED_LEAD_IN_RE, "").replace(AMENDED_TO_PROVIDE_RE, "");
  const subNumber = /^.{0,90}?\b\d{1,3}\.\d{1,3}\.?\s+(?=[A-Z(])/s.exec(quoted);
  const rest = subNumber ? quoted.slice(subNumber[0].length) : quoted;
  const gap =
    /^\s*(?:(?:article|section|clause)\s+)?[\dIVXL]{1,4}\.?\s*[-–—:]?\s*[A-Za-z][A-Za-z ,&'’-]{2,60}?\s{2,}(?=[A-Z(])/i.exec(
      rest,
    );
  if (gap) return rest.slice(gap[0].length);
  const titled =
    /^\s*(?:(?:(?:ARTICLE|Article|SECTION|Section|CLAUSE|Clause)\s+)?(?:[\dIVXL]{1,4}\.?|\(?[a-z]{1,4}\))\s*(?:[-–—:]\s*)?)?[A-Z][A-Za-z]*(?:\s+(?:of|and|the|to|for|&|[A-Z][A-Za-z]*)){0,5}?(?:\s+[-–—])?\s+(?=(?:This|The|Unless|Except|Subject|Notwithstanding|It)\b)/.exec(
      rest,
    );
  if (titled) return rest.slice(titled[0].length);
  // "Article 8 The term of this Agreement is ...": a bare article number with no heading
  const label = BARE_ARTICLE_RE.exec(rest);
  return label ? rest.slice(label[0].length) : rest;
}
const BARE_ARTICLE_RE =
  /^\s*(?:ARTICLE|[Aa]rticle|SECTION|[Ss]ection|CLAUSE|[Cc]lause|§)\s*[\dIVXL]{1,4}(?:\.\d{1,3})*\.?\s*(?:[-–—:]\s*)?(?=[A-Z(])/;

/**
 * "Unless sooner terminated under Sections 10.2, 10.3 or 10.4, this Agreement shall ...", "Subject to
 * Section 4, and unless terminated earlier, as provided herein, the Term shall ...": the reservations
 * before the term sentence's subject, however many commas their lists of sections hold
 */
const LEAD_QUALIFIER_RE =
  /^(?:unless|except|subject\s+to|notwithstanding|save\s+(?:as|where|for)|without\s+prejudice\s+to|other\s+than|as\s+(?:otherwise\s+)?provided|in\s+accordance\s+with|pursuant\s+to)\b(?:[^.;]|\.(?=\d)){0,240}?,\s*(?:and\s+)?(?=(?:this|the)\s+(?:(?:initial|original)\s+)?(?:term|agreement|contract)\b|it\s+(?:shall|will)\b)/i;
/** the term sentence from its subject on, without the reservations before it */
export function withoutLeadQualifiers(body: string): string {
  return body.replace(LEAD_QUALIFIER_RE, "");
}
/** "Section 3.1 of the Agreement is hereby amended to provide that the Term shall expire on ...": the clause as amended */
const AMENDED_TO_PROVIDE_RE =
  /^.{0,160}?\bamended\s+(?:so\s+as\s+|in\s+order\s+)?to\s+(?:provide|state|read|record)\s+that\s+/is;
/**
 * An amendment's restated clause: 'Clause 3.1 is deleted and replaced with the following: "This Agreement shall
 * continue until ..."', or a clause that opens with a quotation mark
 */
const RESTATED_LEAD_IN_RE =
  /^(?:.{0,160}?\b(?:replaced\s+(?:in\s+(?:its|their)\s+entirety\s+)?(?:with|by)|amended\s+(?:and\s+restated\s+)?(?:in\s+(?:its|their)\s+entirety\s+)?(?:to\s+read|as\s+follows)|restated\s+(?:in\s+(?:its|their)\s+entirety\s+)?(?:to\s+read|as\s+follows)|(?:shall|will)\s+(?:now\s+)?read)\b[^:"“.;]{0,40}:?\s*|[\d.()]{1,8}\s+)?["“]\s*/s;
