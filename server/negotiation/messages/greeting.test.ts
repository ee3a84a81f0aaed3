import { describe, expect, it } from "vitest";
import { analyseContract } from "../../../analysis/index";
import { sampleContractText } from "../../test/sample-contract";
import { counterpartyName, type MessageInput } from "./context";
import {
  clauseEmail,
  endQuotedSentence,
  issueSummaryEmail,
  legalReviewRequest,
  negotiationEmail,
} from "./templates";

/** A US mutual NDA: two companies, neither a customer nor a supplier. */
const NDA = [
  "MUTUAL NONDISCLOSURE AGREEMENT",
  'This Mutual Nondisclosure Agreement (the "Agreement") is entered into as of April 6, 2026 (the "Effective Date") by and between:',
  'Granite Peak Analytics, Inc., a Delaware corporation with its principal place of business at 350 Fifth Avenue, New York, NY 10118 ("Granite Peak"); and',
  'Bluefin Logistics LLC, a New Jersey limited liability company with its principal place of business at 100 Harbor Boulevard, Newark, NJ 07114 ("Bluefin").',
  'Each party may act as a "Disclosing Party" or a "Receiving Party" under this Agreement.',
  "1. TERM",
  "1.1 This Agreement shall remain in effect for two (2) years from the Effective Date. Either party may terminate this Agreement earlier upon thirty (30) days' written notice.",
  "2. GOVERNING LAW",
  "2.1 This Agreement shall be governed by the laws of the State of New York.",
].join("\n");

const sender = (company: string) => ({ name: "Helen Marsh", jobTitle: "", company, email: "" });
const ndaInput = (company: string): MessageInput => ({
  contractName: "Mutual NDA.docx",
  analysis: analyseContract(NDA, { side: "customer", ownCompanyName: company }),
  decisions: [{ termType: "jurisdiction", decision: "reject", proposedText: null, reasoning: null }],
  sender: sender(company),
});

describe("the greeting of a letter to the other party", () => {
  it("names the other company of a mutual NDA, where neither party is the customer or the supplier", () => {
    const input = ndaInput("Bluefin Logistics Ltd");
    expect(input.analysis.parties.rolesFromOwnCompany).toBe(true);
    expect(negotiationEmail(input).text).toMatch(/^Dear Granite Peak Analytics, Inc\.,\n/);
  });

  it("never greets the user's own company, matched as the analysis matches it (suffixes and case aside)", () => {
    const input = ndaInput("GRANITE PEAK ANALYTICS LIMITED");
    expect(counterpartyName(input.analysis, input.sender.company)).toBe("Bluefin Logistics LLC");
    expect(negotiationEmail(input).text).toMatch(/^Dear Bluefin Logistics LLC,\n/);
  });

  it("names the company the contract list shows when the user's company is not a party either", () => {
    expect(negotiationEmail(ndaInput("Northwind Trading Ltd")).text).toMatch(
      /^Dear Granite Peak Analytics, Inc\.,/,
    );
  });

  it("still writes 'Dear Sir or Madam' when the contract names no company for the other side", () => {
    const analysis = analyseContract(
      "The Supplier shall provide the services.\n\n1. Payment\n\n1.1 The Customer shall pay each invoice within 60 days.",
    );
    expect(analysis.parties.all).toEqual([]);
    const input: MessageInput = {
      contractName: "x.docx",
      analysis,
      decisions: [],
      sender: sender("Northwind Ltd"),
    };
    expect(negotiationEmail(input).text).toMatch(/^Dear Sir or Madam,/);
  });

  it("greets the supplier by name in a letter about one clause, as before", () => {
    const analysis = analyseContract(sampleContractText, { side: "customer" });
    const input: MessageInput = {
      contractName: "x.docx",
      analysis,
      decisions: [],
      sender: sender("Northwind Ltd"),
    };
    const finding = analysis.advancedClauses[0];
    expect(finding).toBeDefined();
    const them = counterpartyName(analysis, "Northwind Ltd");
    expect(them).not.toMatch(/^the /);
    expect(clauseEmail(input, finding, "New wording.", "proposal").text).toContain(`Dear ${them},`);
  });
});

describe("a quotation at the end of a generated sentence", () => {
  it("keeps the quoted words' own full stop and adds none after the closing mark", () => {
    expect(endQuotedSentence('we propose new wording: "Pay within 45 days."')).toBe(
      'we propose new wording: "Pay within 45 days."',
    );
    expect(endQuotedSentence('we propose new wording: "Pay within 45 days"')).toBe(
      'we propose new wording: "Pay within 45 days".',
    );
    expect(endQuotedSentence("Redwood Ledger Systems, Inc.")).toBe("Redwood Ledger Systems, Inc.");
    expect(endQuotedSentence("Acme Ltd")).toBe("Acme Ltd.");
  });

  it("never ends an issue line of the summary or the legal review request with '.\".'", () => {
    const analysis = analyseContract(sampleContractText, { side: "customer" });
    const input: MessageInput = {
      contractName: "Cloudline SaaS Agreement.docx",
      analysis,
      decisions: [
        {
          termType: "payment",
          decision: "propose",
          proposedText:
            "The Customer shall pay each valid invoice within 45 days of receipt. The Customer may withhold any amount disputed in good faith, provided it notifies the Supplier in writing before the due date.",
          reasoning: null,
        },
      ],
      sender: sender("Northwind Trading Ltd"),
    };
    for (const message of [issueSummaryEmail(input), legalReviewRequest(input), negotiationEmail(input)]) {
      expect(message.text).not.toMatch(/[.!?]["”][.]/);
    }
    expect(issueSummaryEmail(input).text).toMatch(/before the due date\."$/m);
  });
});
