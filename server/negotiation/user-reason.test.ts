import { describe, expect, it } from "vitest";
import { reasonClause, reasonSentence } from "./user-reason";

describe("the user's reason, made fit to send", () => {
  it("is nothing when the user gave none", () => {
    expect(reasonClause(null)).toBeNull();
    expect(reasonClause("   \n ")).toBeNull();
    expect(reasonSentence(undefined)).toBeNull();
    expect(reasonClause("<p> </p>")).toBeNull();
  });

  it("reads on after 'because': first word in lower case, no closing full stop", () => {
    expect(reasonClause("Our own customers pay us in 60 days.")).toBe("our own customers pay us in 60 days");
    expect(reasonClause("Because the Board has capped all notice periods at 30 days!")).toBe(
      "the Board has capped all notice periods at 30 days",
    );
  });

  it("keeps capitals that belong to a name or an abbreviation", () => {
    expect(reasonClause("GDPR requires us to delete the data within 30 days.")).toBe(
      "GDPR requires us to delete the data within 30 days",
    );
    expect(reasonClause("Northwind Trading policy is 60-day terms")).toBe(
      "Northwind Trading policy is 60-day terms",
    );
    expect(reasonClause("I cannot get approval for this")).toBe("I cannot get approval for this");
  });

  it("turns common fragments into a clause", () => {
    expect(reasonClause("Too short for our cash flow")).toBe("it is too short for our cash flow");
    expect(reasonClause("need 60 days to pay")).toBe("we need 60 days to pay");
    expect(reasonClause("Due to our annual budget cycle")).toBe("of our annual budget cycle");
  });

  it("joins several sentences into one clause", () => {
    expect(reasonClause("We pay suppliers monthly. Our customers pay us in 60 days.")).toBe(
      "we pay suppliers monthly; our customers pay us in 60 days",
    );
  });

  it("drops markup and script, collapses whitespace and keeps control characters out", () => {
    expect(
      reasonClause("  <b>Too   short</b>\n\n<script>alert('x')</script> for\tour\u0007 cash flow <i>"),
    ).toBe("it is too short for our cash flow");
    expect(reasonClause("60 < 90 & we > they")).not.toMatch(/[<>]/);
  });

  it("caps a long reason at a word boundary", () => {
    const long = `We need longer ${"because the approval chain is slow ".repeat(40)}`;
    const clause = reasonClause(long) ?? "";
    expect(clause.length).toBeLessThanOrEqual(300);
    expect(clause.length).toBeGreaterThan(200);
    expect(clause).toMatch(/^we need longer because the approval chain is slow/);
    expect(clause).toMatch(/\w …$/);
  });

  it("as a sentence of its own: capital first, closing full stop", () => {
    expect(reasonSentence("we need 60 days to pay")).toBe("We need 60 days to pay.");
    expect(reasonSentence("We need 60 days to pay.")).toBe("We need 60 days to pay.");
    expect(reasonSentence("<em>Cash flow</em>")).toBe("Cash flow.");
  });
});
