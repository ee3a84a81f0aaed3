import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate, formatMoney } from "../../../common/format";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { LegalLayout, type LegalSection } from "./LegalLayout";
import { DATA_HANDLING, LEGAL_DATES, LIABILITY } from "./legal-figures";

const support = <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>;
const proPrice = formatMoney(PRO_PLAN.priceGbpPerMonth);

const SECTIONS: LegalSection[] = [
  {
    title: "About these terms",
    content: (
      <>
        <Text>
          These terms are an agreement between Clausewise ("we", "us") and the business that uses Clausewise
          ("you"). By creating an account you confirm that you have authority to accept them for your
          business.
        </Text>
        <Text>
          Business customers on a paid plan are also covered by our{" "}
          <Anchor component={Link} to="/master-service-agreement">
            Master Service Agreement
          </Anchor>{" "}
          and{" "}
          <Anchor component={Link} to="/data-processing-agreement">
            Data Processing Agreement
          </Anchor>
          . If they conflict with these terms, those agreements win.
        </Text>
      </>
    ),
  },
  {
    title: "Your account",
    content: (
      <List spacing="xs">
        <List.Item>Clausewise is for business use. Register with your work email address.</List.Item>
        <List.Item>Keep your details accurate and your password private.</List.Item>
        <List.Item>
          You are responsible for what happens in your account. Tell us straight away at {support} if you
          think someone else has used it.
        </List.Item>
      </List>
    ),
  },
  {
    title: "Plans and prices",
    content: (
      <>
        <List spacing="xs">
          <List.Item>
            <strong>Free ({formatMoney(FREE_PLAN.priceGbpPerMonth)} a month):</strong> up to{" "}
            {FREE_PLAN.analysesPerMonth} contract analyses a month and {FREE_PLAN.storedContracts} stored
            contracts, the basic dashboard, email renewal alerts and Word exports.
          </List.Item>
          <List.Item>
            <strong>Pro ({proPrice} a month):</strong> unlimited analyses and storage, predictive analytics,
            portfolio health scoring, budget forecasts, redlined documents and negotiation emails, and
            priority support.
          </List.Item>
        </List>
        <Text>
          Prices are in pounds sterling. We will give you at least 30 days' notice of any price change, and it
          will apply from your next billing period.
        </Text>
      </>
    ),
  },
  {
    title: "The Pro free trial",
    content: (
      <Text>
        Pro comes with a {PRO_PLAN.trialDays}-day free trial, once per business. If you cancel before the
        trial ends you pay nothing. If you do not cancel, your subscription starts at the end of the trial and
        we charge {proPrice} a month from then on.
      </Text>
    ),
  },
  {
    title: "Payment and cancellation",
    content: (
      <Text>
        Pro is billed monthly in advance by card through our payment provider. You can cancel at any time in
        your account; Pro stays active until the end of the period you have paid for and then your account
        moves to the Free plan. We do not refund part-months, except where the law requires it.
      </Text>
    ),
  },
  {
    title: "Acceptable use",
    content: (
      <>
        <Text>You must not:</Text>
        <List spacing="xs">
          <List.Item>upload documents you have no right to share, or that contain malware;</List.Item>
          <List.Item>
            try to get into other accounts, test our security without permission, or disrupt the service;
          </List.Item>
          <List.Item>
            copy, resell or reverse-engineer Clausewise, or use it to build a competing product;
          </List.Item>
          <List.Item>use automated tools to overload the service or get around plan limits;</List.Item>
          <List.Item>use Clausewise for anything unlawful.</List.Item>
        </List>
        <Text>
          We may suspend an account that breaks these rules. We will tell you why unless the law stops us.
        </Text>
      </>
    ),
  },
  {
    title: "Your content",
    content: (
      <Text>
        You keep all rights in the contracts and other content you upload. You give us permission to store and
        process that content only to provide Clausewise to you. We handle any personal data in it as described
        in our{" "}
        <Anchor component={Link} to="/privacy-policy">
          Privacy Policy
        </Anchor>{" "}
        and Data Processing Agreement.
      </Text>
    ),
  },
  {
    title: "Not legal advice",
    content: (
      <>
        <Text>
          Clausewise's analysis, risk ratings, suggested wording, emails and documents are guidance to help
          you review and negotiate contracts. They are not a solicitor's advice and do not create a
          solicitor-client relationship.
        </Text>
        <Text>
          You decide what to sign. For high-value, unusual or disputed contracts, take advice from a qualified
          lawyer.
        </Text>
      </>
    ),
  },
  {
    title: "Availability and support",
    content: (
      <Text>
        We work hard to keep Clausewise available and to fix problems quickly. Free accounts get support by
        email at {support}; we reply within 24 hours on business days. Service levels and service credits for
        paying customers are set out in the Master Service Agreement.
      </Text>
    ),
  },
  {
    title: "Liability",
    content: (
      <>
        <Text>
          Our total liability to you under these terms in any 12-month period is limited to the greater of{" "}
          {formatMoney(LIABILITY.capGbp)} or the fees you paid us in the {LIABILITY.capMonthsOfFees} months
          before the claim.
        </Text>
        <Text>
          We are not liable for loss of profit, revenue or business opportunity, or for indirect loss, nor for
          decisions you make based on Clausewise's guidance. Nothing in these terms limits liability for death
          or personal injury caused by negligence, for fraud, or for anything else the law does not allow us
          to limit.
        </Text>
      </>
    ),
  },
  {
    title: "Ending the agreement",
    content: (
      <Text>
        You can close your account at any time. Either of us can end this agreement by giving{" "}
        {DATA_HANDLING.terminationNoticeDays} days' written notice. We may end it sooner if you seriously
        break these terms and do not put it right within {DATA_HANDLING.terminationNoticeDays} days of our
        asking you to.
      </Text>
    ),
  },
  {
    title: "Your data when the agreement ends",
    content: (
      <Text>
        For {DATA_HANDLING.dataExportDays} days after the agreement ends you can export your contracts and
        data. After that we delete them, as described in our Privacy Policy and Data Processing Agreement.
      </Text>
    ),
  },
  {
    title: "Changes, law and contact",
    content: (
      <>
        <Text>
          We may update these terms. We will give you at least 30 days' notice by email of any change that
          affects you materially; if you do not agree, you can close your account before it takes effect.
        </Text>
        <Text>
          These terms are governed by the law of England and Wales, and the courts of England and Wales have
          jurisdiction. Questions: {support}.
        </Text>
      </>
    ),
  },
];

export function TermsOfServicePage() {
  return (
    <LegalLayout
      title="Terms of Service"
      dates={[{ label: "Last updated", value: formatDate(LEGAL_DATES.termsLastUpdated) }]}
      intro="The rules for using Clausewise, in plain English."
      sections={SECTIONS}
    />
  );
}
