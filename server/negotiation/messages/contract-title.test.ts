import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../analysis/index";
import type { MessageInput } from "./context";
import { negotiationEmail } from "./templates";

const UNTITLED = [
  'This Agreement is made between Pennine Foods Ltd (the "Supplier") and Dalesway Retail Ltd (the "Customer").',
  "1. Law",
  "1.1 This Agreement is governed by the laws of the State of Texas.",
].join("\n\n");

describe("the name of the contract in outgoing messages", () => {
  const input = (contractName: string): MessageInput => ({
    contractName,
    analysis: analyseContract(UNTITLED, { side: "supplier" }),
    decisions: [{ termType: "jurisdiction", decision: "reject", proposedText: null, reasoning: null }],
    sender: { name: "Sam Reed", jobTitle: "", company: "Pennine Foods Ltd", email: "" },
  });

  it("never shows the other party the user's file name when the document has no title", () => {
    const { text, subject } = negotiationEmail(input("Dalesway_Food_Supply_we_supply.docx"));
    expect(`${subject}\n${text}`).not.toContain("Dalesway_Food_Supply");
    expect(text).toContain("Thank you for sending the draft agreement.");
  });

  it("uses a name the user typed that is not a file name", () => {
    expect(negotiationEmail(input("Dalesway supply terms")).text).toContain(
      "the draft Dalesway supply terms.",
    );
  });
});
