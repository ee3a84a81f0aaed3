import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate, formatMoney, formatPercent } from "../../../common/format";
import { FREE_PLAN, PRO_PLAN } from "../../../common/plans";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { LegalLayout, type LegalSection } from "./LegalLayout";
import { DATA_HANDLING, LEGAL_DATES, LIABILITY, SERVICE_LEVELS } from "./legal-figures";

const support = <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>;
const dpa = (
  <Anchor component={Link} to="/data-processing-agreement">
    Data Processing Agreement
  </Anchor>
);

const SECTIONS: LegalSection[] = [
  {
    title: "Parties and scope",
    content: (
      <Text>
        This Master Service Agreement ("Agreement") is between Clausewise ("we", "us") and the business that
        subscribes to Clausewise ("you", the "Customer"). It sets out the service we provide, the service
        levels we commit to and both sides' responsibilities. Our{" "}
        <Anchor component={Link} to="/terms-of-service">
          Terms of Service
        </Anchor>{" "}
        also apply; where they conflict, this Agreement wins.
      </Text>
    ),
  },
  {
    title: "Definitions",
    content: (
      <List spacing="xs">
        <List.Item>
          <strong>Service:</strong> the Clausewise web application, including contract analysis, redlined
          documents, negotiation emails, the contract portfolio, reminders and analytics, as available on your
          plan.
        </List.Item>
        <List.Item>
          <strong>Customer Data:</strong> the contracts, text and other information you or your users put into
          the Service.
        </List.Item>
        <List.Item>
          <strong>Business Day:</strong> Monday to Friday, excluding bank holidays in England.
        </List.Item>
        <List.Item>
          <strong>Downtime:</strong> time when the Service cannot be used by any customer because of a fault
          on our side, excluding planned maintenance and causes outside our reasonable control.
        </List.Item>
      </List>
    ),
  },
  {
    title: "The Service and plans",
    content: (
      <>
        <Text>
          We provide the Service on the plan you choose. The Free plan includes {FREE_PLAN.analysesPerMonth}{" "}
          analyses a month and {FREE_PLAN.storedContracts} stored contracts. The Pro plan costs{" "}
          {formatMoney(PRO_PLAN.priceGbpPerMonth)} a month and removes those limits.
        </Text>
        <Text>
          New Pro customers get a {PRO_PLAN.trialDays}-day free trial. If you cancel during the trial, nothing
          is charged.
        </Text>
        <Text>
          We may improve the Service over time. We will not materially reduce the core features of your plan
          during a paid period.
        </Text>
      </>
    ),
  },
  {
    title: "Service levels",
    content: (
      <>
        <Text>
          We aim for the Service to be available {formatPercent(SERVICE_LEVELS.uptimePercent)} of the time in
          each calendar month, measured outside planned maintenance.
        </Text>
        <Text>
          Planned maintenance is limited to {SERVICE_LEVELS.maintenanceHoursPerMonth} hours a month. We give
          at least {SERVICE_LEVELS.maintenanceNoticeHours} hours' notice by email and in the app, and schedule
          it outside UK business hours where we can.
        </Text>
      </>
    ),
  },
  {
    title: "Support",
    content: (
      <>
        <Text>
          Support is available by email at {support}, {SERVICE_LEVELS.supportHours}, excluding bank holidays
          in England. We reply to all requests within 24 hours on Business Days.
        </Text>
        <Text>
          For critical issues, where the Service is unavailable or Customer Data is at risk, we respond within{" "}
          {SERVICE_LEVELS.criticalResponseHours} hours and keep working on the issue until the Service is
          restored.
        </Text>
      </>
    ),
  },
  {
    title: "Service credits",
    content: (
      <>
        <Text>
          If availability falls below {formatPercent(SERVICE_LEVELS.uptimePercent)} in a month, you are
          entitled to a service credit of {SERVICE_LEVELS.serviceCreditPerHour} of that month's fee for each
          full hour of Downtime.
        </Text>
        <Text>
          Ask for a credit by email within 30 days of the end of the affected month. Credits are taken off
          your next invoice, cannot exceed the fee for that month and are not paid in cash. They are your main
          remedy for missed availability, without limiting your right to end the Agreement for serious or
          repeated failures.
        </Text>
      </>
    ),
  },
  {
    title: "Fees and payment",
    content: (
      <Text>
        Fees are charged monthly in advance in pounds sterling by card through our payment provider. If a
        payment fails, we will tell you and try again; if it is still unpaid after 14 days we may move your
        account to the Free plan until it is paid.
      </Text>
    ),
  },
  {
    title: "Your responsibilities",
    content: (
      <List spacing="xs">
        <List.Item>Use the Service in line with the Terms of Service and the law.</List.Item>
        <List.Item>Keep sign-in details secure and tell us promptly about any unauthorised use.</List.Item>
        <List.Item>Make sure you have the right to upload the contracts you put into the Service.</List.Item>
        <List.Item>
          Treat the analysis as guidance, not legal advice, and take professional advice where you need it.
        </List.Item>
      </List>
    ),
  },
  {
    title: "Data protection and confidentiality",
    content: (
      <>
        <Text>
          When we process personal data in Customer Data on your behalf, the {dpa} applies and forms part of
          this Agreement.
        </Text>
        <Text>
          Each of us will keep the other's confidential information secret and use it only for this Agreement.
          Customer Data is your confidential information.
        </Text>
      </>
    ),
  },
  {
    title: "Intellectual property",
    content: (
      <Text>
        You own Customer Data, including the redlined documents and emails produced from it. We own the
        Service, its software and its analysis engine. You may use the Service for your own business during
        the Agreement.
      </Text>
    ),
  },
  {
    title: "Liability and insurance",
    content: (
      <>
        <Text>
          Each party's total liability under this Agreement in any 12-month period is limited to the greater
          of {formatMoney(LIABILITY.capGbp)} or the fees paid by you in the {LIABILITY.capMonthsOfFees} months
          before the claim. Neither party is liable for indirect loss or loss of profit. Nothing limits
          liability for death or personal injury caused by negligence, for fraud, or where the law does not
          allow it.
        </Text>
        <Text>
          We maintain professional indemnity insurance of at least{" "}
          {formatMoney(LIABILITY.professionalIndemnityGbp)} and public liability insurance of at least{" "}
          {formatMoney(LIABILITY.publicLiabilityGbp)}, and will provide evidence on request.
        </Text>
      </>
    ),
  },
  {
    title: "Term and termination",
    content: (
      <>
        <Text>
          This Agreement runs month to month from the day you subscribe. Either party may end it with{" "}
          {DATA_HANDLING.terminationNoticeDays} days' written notice, or at once if the other seriously
          breaches it and does not remedy the breach within {DATA_HANDLING.terminationNoticeDays} days of
          being asked.
        </Text>
        <Text>
          After termination you have {DATA_HANDLING.dataExportDays} days to export Customer Data. We then
          delete it within {DATA_HANDLING.deletionAfterTerminationDays} days of termination, as set out in the{" "}
          {dpa}.
        </Text>
      </>
    ),
  },
  {
    title: "General",
    content: (
      <Text>
        Neither party is responsible for delays caused by events outside its reasonable control. Notices are
        given by email to the addresses on your account and to {support}. This Agreement is governed by the
        law of England and Wales, and the courts of England and Wales have jurisdiction.
      </Text>
    ),
  },
];

export function MasterServiceAgreementPage() {
  return (
    <LegalLayout
      title="Master Service Agreement"
      dates={[{ label: "Effective date", value: formatDate(LEGAL_DATES.agreementsEffective) }]}
      intro="The service levels, support and responsibilities that apply to business customers of Clausewise."
      sections={SECTIONS}
    />
  );
}
