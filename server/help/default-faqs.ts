import { FREE_PLAN, PRO_PLAN } from "../../common/plans";

export const defaultFaqs = [
  {
    name: "Getting started",
    description: "Your first contract review",
    faqs: [
      {
        q: "What can I upload for analysis?",
        a: "Draft contracts in Word format (.docx), up to 10MB. Clausewise reads the text, splits it into clauses and rates each key term green, amber or red from your side of the deal.",
      },
      {
        q: "How do I review a contract?",
        a: "Open the analysis, click a term on the right or its highlighted text on the left, then Accept, Reject or Propose Alternative.\nWhen you have decided, download the redlined Word document: your decisions appear as tracked changes with comments.",
      },
      {
        q: "Is the analysis legal advice?",
        a: "No. Clausewise points out terms that commonly carry risk and explains them in plain English. For high-value or unusual contracts, ask a solicitor to review the final wording.",
      },
    ],
  },
  {
    name: "Signed contracts and renewals",
    description: "Your portfolio and reminders",
    faqs: [
      {
        q: "How do renewal reminders work?",
        a: "For each signed contract you choose reminder days (90, 60, 30, 14, 7 or 1 days before). When a contract renews automatically and has a notice period, reminders count back from the last day you can cancel, so you never miss it.",
      },
      {
        q: "Can I add scanned PDFs?",
        a: "Yes. Clausewise reads the text of PDF and Word files and pre-fills the key details. Always check the pre-filled values before saving.",
      },
    ],
  },
  {
    name: "Plans and billing",
    description: "Free and Pro",
    faqs: [
      {
        q: "What does the free plan include?",
        a: `${FREE_PLAN.analysesPerMonth} contract analyses a month and up to ${FREE_PLAN.storedContracts} stored contracts (draft and signed together).`,
      },
      {
        q: "What does Pro cost?",
        a: `£${PRO_PLAN.priceGbpPerMonth} a month with a ${PRO_PLAN.trialDays}-day free trial. Cancel anytime.`,
      },
    ],
  },
  {
    name: "Account and security",
    description: "Passwords and sign-in",
    faqs: [
      {
        q: "I am locked out of my account",
        a: "After 5 failed sign-in attempts your account locks for 15 minutes. Reset your password from the login page to unlock it at once.",
      },
      {
        q: "Who can see my contracts?",
        a: "Only you. Every contract, analysis and reminder belongs to your account and is never shown to anyone else.",
      },
    ],
  },
];
