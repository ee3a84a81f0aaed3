import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../common/format";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { LegalLayout, type LegalSection } from "./LegalLayout";
import { DATA_HANDLING, LEGAL_DATES } from "./legal-figures";

const support = <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>;

const SECTIONS: LegalSection[] = [
  {
    title: "Who we are",
    content: (
      <>
        <Text>
          Clausewise ("we", "us") provides contract review and contract management software for businesses.
          This policy explains what personal data we collect when you visit our website or use Clausewise, why
          we collect it and what rights you have under the UK General Data Protection Regulation (UK GDPR) and
          the Data Protection Act 2018.
        </Text>
        <Text>
          For your account and website use, we are the controller of your personal data. When you upload
          contracts that contain other people's personal data, we process that data for your business as its
          processor, under our{" "}
          <Anchor component={Link} to="/data-processing-agreement">
            Data Processing Agreement
          </Anchor>
          .
        </Text>
      </>
    ),
  },
  {
    title: "What we collect",
    content: (
      <>
        <Text>We collect only what we need to run the service:</Text>
        <List spacing="xs">
          <List.Item>
            <strong>Account details:</strong> your name, work email address, job title, company name, company
            size and industry, and your password, which we store only as a secure one-way hash.
          </List.Item>
          <List.Item>
            <strong>Uploaded contracts:</strong> the documents you upload, the text we read from them, the
            analysis results, your decisions on each clause, reminders you set and notes you add.
          </List.Item>
          <List.Item>
            <strong>Usage:</strong> when you sign in, which features you use, how many analyses you run, and
            technical records such as your IP address, browser type and error logs, which keep the service
            secure and working.
          </List.Item>
          <List.Item>
            <strong>Messages:</strong> what you send us through the contact form or by email.
          </List.Item>
          <List.Item>
            <strong>Payments:</strong> if you subscribe to Pro, our payment provider handles your card
            details. We receive only a reference to your subscription and its status, never your full card
            number.
          </List.Item>
        </List>
      </>
    ),
  },
  {
    title: "How we use your data and our lawful bases",
    content: (
      <>
        <List spacing="xs">
          <List.Item>
            <strong>To provide Clausewise</strong> (contract): creating your account, analysing your
            contracts, storing your portfolio and sending the reminders you ask for.
          </List.Item>
          <List.Item>
            <strong>To keep the service secure and improve it</strong> (legitimate interests): preventing
            misuse, locking accounts after repeated failed sign-ins, fixing faults and understanding which
            features are used.
          </List.Item>
          <List.Item>
            <strong>To answer you</strong> (legitimate interests): replying to messages and support requests.
          </List.Item>
          <List.Item>
            <strong>To meet legal duties</strong> (legal obligation): keeping invoices and tax records.
          </List.Item>
          <List.Item>
            <strong>Optional cookies</strong> (consent): only if you switch them on in Cookie Settings.
          </List.Item>
        </List>
        <Text>
          Contract analysis is carried out by Clausewise's own built-in analysis engine on our servers. We do
          not sell your personal data, and we do not use your contracts for advertising.
        </Text>
      </>
    ),
  },
  {
    title: "Who we share it with",
    content: (
      <>
        <Text>
          We share personal data only with service providers who help us run Clausewise, such as our hosting,
          email delivery and payment providers. They act on our instructions under written contracts and may
          not use your data for their own purposes.
        </Text>
        <Text>
          We may also disclose data where the law requires it, or to protect our rights, our users or the
          public. If Clausewise is ever sold or merged, your data would transfer under this policy, and we
          would tell you first.
        </Text>
        <Text>
          If your data is ever transferred outside the UK, we use safeguards recognised by UK GDPR, such as
          adequacy regulations or the International Data Transfer Agreement.
        </Text>
      </>
    ),
  },
  {
    title: "Cookies",
    content: (
      <Text>
        We use essential browser storage to keep you signed in and to remember your cookie choice. We use
        optional functional, analytics or marketing cookies only if you agree to them. Our{" "}
        <Anchor component={Link} to="/cookie-policy">
          Cookie Policy
        </Anchor>{" "}
        lists each category and how long it lasts, and lets you change your choice at any time.
      </Text>
    ),
  },
  {
    title: "How we protect your data",
    content: (
      <Text>
        Connections to Clausewise are encrypted. Passwords are stored only as strong one-way hashes, sign-in
        sessions expire and can be revoked, accounts lock after repeated failed sign-ins, and each contract is
        visible only to the account that uploaded it. Our staff access customer data only when they need to,
        for example to answer a support request you make.
      </Text>
    ),
  },
  {
    title: "How long we keep it",
    content: (
      <List spacing="xs">
        <List.Item>
          Account details and contracts: for as long as your account is open. When you delete your account, we
          remove your data within {DATA_HANDLING.accountDeletionDays} days.
        </List.Item>
        <List.Item>
          Security and technical logs: {DATA_HANDLING.logRetentionMonths} months, then deleted.
        </List.Item>
        <List.Item>
          Invoices and payment records: as long as UK tax law requires (currently six years).
        </List.Item>
        <List.Item>Contact form messages: for as long as we need them to deal with your enquiry.</List.Item>
      </List>
    ),
  },
  {
    title: "Your rights",
    content: (
      <>
        <Text>Under UK GDPR you have the right to:</Text>
        <List spacing="xs">
          <List.Item>get a copy of the personal data we hold about you;</List.Item>
          <List.Item>have inaccurate data corrected;</List.Item>
          <List.Item>have your data deleted, or its use restricted, in some circumstances;</List.Item>
          <List.Item>object to our use of your data based on legitimate interests;</List.Item>
          <List.Item>receive your data in a portable format;</List.Item>
          <List.Item>withdraw your consent to optional cookies at any time.</List.Item>
        </List>
        <Text>
          To use any of these rights, email {support}. We will reply within one month. There is normally no
          charge.
        </Text>
      </>
    ),
  },
  {
    title: "Contact and complaints",
    content: (
      <>
        <Text>
          Questions about this policy or your data: email {support}. We reply within 24 hours on business
          days.
        </Text>
        <Text>
          If you are unhappy with how we handle your data, please tell us first so we can put it right. You
          also have the right to complain to the Information Commissioner's Office (ICO) at{" "}
          <Anchor href="https://ico.org.uk/make-a-complaint/" target="_blank" rel="noreferrer">
            ico.org.uk
          </Anchor>
          .
        </Text>
        <Text>
          We will post any changes to this policy on this page and update the date at the top. If a change is
          significant, we will also tell you by email.
        </Text>
      </>
    ),
  },
];

export function PrivacyPolicyPage() {
  return (
    <LegalLayout
      title="Privacy Policy"
      dates={[{ label: "Last updated", value: formatDate(LEGAL_DATES.privacyLastUpdated) }]}
      intro="How Clausewise collects, uses and protects your personal data, in plain English."
      sections={SECTIONS}
    />
  );
}
