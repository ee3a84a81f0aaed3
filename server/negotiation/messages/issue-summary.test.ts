import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../analysis/index";
import type { MessageInput } from "./context";
import { issueSummaryEmail as issueSummary } from "./templates";

const TEXT = [
  'This Agreement is made between Redwood Ledger Systems, Inc. (the "Supplier") and Cobalt Harbor Logistics Ltd (the "Customer").',
  "1. Law",
  "1.1 This Agreement is governed by the laws of the State of Texas.",
].join("\n\n");

describe("the internal issue summary", () => {
  const analysis = analyseContract(TEXT);
  const input = (decision: "reject" | "accept"): MessageInput => ({
    contractName: "Licence.docx",
    analysis,
    decisions: [{ termType: "jurisdiction", decision, proposedText: null, reasoning: null }],
    sender: { name: "Dana Reyes", jobTitle: "", company: "Cobalt Harbor Logistics Ltd", email: "" },
  });

  it("files a rejected medium-risk term under the medium-risk points, as the screen rates it", () => {
    expect(analysis.jurisdiction.favorabilityScore).toBe("amber");
    const { text } = issueSummary(input("reject"));
    const high = text.slice(text.indexOf("High-risk points"), text.indexOf("Medium-risk points"));
    const medium = text.slice(text.indexOf("Medium-risk points"));
    expect(high).not.toContain("Jurisdiction");
    expect(medium).toContain("Jurisdiction");
  });

  it("files a low-risk term the user still raises under other points, not medium-risk ones", () => {
    const uk = analyseContract(
      TEXT.replace("the laws of the State of Texas", "the law of England and Wales"),
    );
    expect(uk.jurisdiction.favorabilityScore).toBe("green");
    const { text } = issueSummary({
      ...input("reject"),
      analysis: uk,
      decisions: [
        {
          termType: "jurisdiction",
          decision: "propose",
          proposedText: "Scots law applies.",
          reasoning: null,
        },
      ],
    });
    const medium = text.slice(text.indexOf("Medium-risk points"), text.indexOf("Other points"));
    expect(medium).not.toContain("Jurisdiction");
    expect(text).toMatch(/Other points we are raising \(1\):\n- .*Jurisdiction/);
  });

  it("does not double the full stop after a name that ends in one", () => {
    const { text } = issueSummary(input("reject"));
    expect(text).toContain("with Redwood Ledger Systems, Inc.\n");
    expect(text).not.toContain("Inc..");
  });
});
