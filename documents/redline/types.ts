/** One decision to write into the user's Word file. */
export interface RedlineChange {
  id: string;
  /**
   * "comment": a comment on the clause without changing it; "insert": a new clause the contract
   * lacks, added as tracked paragraphs after the paragraph that holds the end of `originalText`
   */
  action: "reject" | "propose" | "comment" | "insert";
  /**
   * Exact text of the clause as in the plain text from readDocx; may span several paragraphs. For
   * "insert", the text the new clause follows.
   */
  originalText: string;
  /** The wording proposed instead (action "propose", empty means delete the clause), or the new clause ("insert"). */
  proposedText?: string;
  /** The reason, written into a Word comment anchored on the change. */
  comment: string;
  /**
   * Which occurrence to change when the same text appears more than once (0-based, in document
   * order); see `occurrenceAt`. Without it, text that appears more than once is not applied.
   */
  occurrence?: number;
  /**
   * For "insert": a heading of the contract ("10. GENERAL") whose paragraph and run formatting the
   * new clause's first line takes, so its heading looks like the others.
   */
  headingLike?: { text: string; occurrence?: number };
}

export interface RedlineOptions {
  /** Author of the revisions and comments; default "Clausewise". */
  author?: string;
  /** Date of the revisions and comments; default now. Pass it for byte-identical output. */
  date?: Date;
}

export interface RedlineResult {
  bytes: Uint8Array;
  /** Ids of the changes written into the document. */
  applied: string[];
  /** Changes left out, each with a reason a person can read. */
  notApplied: Array<{ id: string; reason: string }>;
}
