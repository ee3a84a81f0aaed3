import { Anchor, List, Text } from "@mantine/core";
import { Link } from "react-router";
import { formatDate } from "../../../common/format";
import { DEFAULT_SUPPORT_EMAIL } from "../../../common/work-email";
import { LegalLayout, type LegalSection } from "./LegalLayout";
import { DATA_HANDLING, LEGAL_DATES } from "./legal-figures";

const support = <Anchor href={`mailto:${DEFAULT_SUPPORT_EMAIL}`}>{DEFAULT_SUPPORT_EMAIL}</Anchor>;
const msa = (
  <Anchor component={Link} to="/master-service-agreement" data-testid="dpa-msa-link">
    Master Service Agreement
  </Anchor>
);

const SECTIONS: LegalSection[] = [
  {
    title: "How this agreement fits",
    content: (
      <Text>
        This Data Processing Agreement ("DPA") forms part of the {msa} between Clausewise ("we", the
        "Processor") and the Customer ("you", the "Controller"). It sets out how we handle personal data we
        process for you, as Article 28 of the UK GDPR requires. Words defined in the Master Service Agreement
        have the same meaning here.
      </Text>
    ),
  },
  {
    title: "Definitions",
    content: (
      <List spacing="xs">
        <List.Item>
          <strong>Data Protection Law:</strong> the UK GDPR, the Data Protection Act 2018 and related UK
          regulations.
        </List.Item>
        <List.Item>
          <strong>Personal Data:</strong> personal data in Customer Data that we process for you.
        </List.Item>
        <List.Item>
          <strong>Sub-processor:</strong> a third party we engage to process Personal Data for the Service.
        </List.Item>
        <List.Item>
          <strong>Personal Data Breach:</strong> a breach of security leading to the accidental or unlawful
          destruction, loss, alteration, unauthorised disclosure of, or access to, Personal Data.
        </List.Item>
      </List>
    ),
  },
  {
    title: "Roles and instructions",
    content: (
      <Text>
        You are the controller and we are the processor of Personal Data. We process it only on your
        documented instructions, which are this DPA, the Master Service Agreement and your use of the Service.
        If we believe an instruction breaks Data Protection Law, we will tell you.
      </Text>
    ),
  },
  {
    title: "Details of the processing",
    content: (
      <List spacing="xs">
        <List.Item>
          <strong>Subject matter and purpose:</strong> providing the Service: storing contracts, analysing
          them, producing documents and emails, tracking renewals and sending reminders.
        </List.Item>
        <List.Item>
          <strong>Duration:</strong> the term of the Master Service Agreement, plus the deletion period in
          section 11.
        </List.Item>
        <List.Item>
          <strong>Data subjects:</strong> your users, and people named in contracts you upload, such as
          supplier contacts and signatories.
        </List.Item>
        <List.Item>
          <strong>Types of data:</strong> names, job titles, business contact details, signatures and any
          other personal data contained in uploaded contracts.
        </List.Item>
      </List>
    ),
  },
  {
    title: "Our obligations",
    content: (
      <List spacing="xs">
        <List.Item>Everyone we authorise to process Personal Data is bound by confidentiality.</List.Item>
        <List.Item>We do not sell Personal Data or use it for our own purposes.</List.Item>
        <List.Item>
          Contracts are analysed by the built-in Clausewise engine on our servers, not by a third-party model
          provider.
        </List.Item>
        <List.Item>We keep records of our processing activities as the law requires.</List.Item>
      </List>
    ),
  },
  {
    title: "Security",
    content: (
      <Text>
        We take appropriate technical and organisational measures to protect Personal Data, including
        encrypted connections, hashed passwords, revocable and expiring sessions, account lockout after
        repeated failed sign-ins, separation of each customer's data, access to production systems limited to
        staff who need it, and logging of security events. We review these measures regularly.
      </Text>
    ),
  },
  {
    title: "Sub-processors",
    content: (
      <Text>
        You authorise us to use Sub-processors for hosting, email delivery and payments. We bind each one to
        data protection terms at least as protective as this DPA and remain responsible for them. We will give
        you at least {DATA_HANDLING.subProcessorNoticeDays} days' notice by email before adding or replacing a
        Sub-processor. If you object on reasonable data protection grounds and we cannot address your concern,
        you may end the Master Service Agreement without penalty. Ask {support} for the current list.
      </Text>
    ),
  },
  {
    title: "Helping you meet your obligations",
    content: (
      <Text>
        Taking into account the nature of the processing, we will help you respond to requests from data
        subjects, carry out data protection impact assessments and consult the Information Commissioner's
        Office where needed. We will make available the information reasonably needed to show that we comply
        with this DPA, and allow for audits on reasonable notice, no more than once a year unless a regulator
        requires it or after a Personal Data Breach.
      </Text>
    ),
  },
  {
    title: "Personal data breaches",
    content: (
      <Text>
        We will notify you without undue delay after becoming aware of a Personal Data Breach, and within{" "}
        {DATA_HANDLING.breachNoticeHours} hours where the breach is likely to result in a high risk to
        people's rights and freedoms. We will tell you what happened, the data and people affected, the likely
        consequences and what we are doing about it, and we will keep you updated as we learn more.
      </Text>
    ),
  },
  {
    title: "International transfers",
    content: (
      <Text>
        We will not transfer Personal Data outside the UK unless the transfer is covered by UK adequacy
        regulations or by appropriate safeguards, such as the International Data Transfer Agreement or the UK
        Addendum to the EU Standard Contractual Clauses.
      </Text>
    ),
  },
  {
    title: "Return and deletion",
    content: (
      <Text>
        When the Master Service Agreement ends, you can export your Customer Data for{" "}
        {DATA_HANDLING.dataExportDays} days. We then delete Personal Data, including copies in backups, within{" "}
        {DATA_HANDLING.deletionAfterTerminationDays} days after termination, unless the law requires us to
        keep it, in which case we keep it confidential and use it for nothing else.
      </Text>
    ),
  },
];

export function DataProcessingAgreementPage() {
  return (
    <LegalLayout
      title="Data Processing Agreement"
      dates={[{ label: "Effective date", value: formatDate(LEGAL_DATES.agreementsEffective) }]}
      intro={
        <>
          How Clausewise processes personal data on behalf of business customers. This agreement forms part of
          our {msa}.
        </>
      }
      sections={SECTIONS}
    />
  );
}
