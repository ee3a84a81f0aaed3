import type { ComponentType } from "react";
import { AnalyticsMock } from "./AnalyticsMock";
import { ContractAnalysisMock } from "./ContractAnalysisMock";
import { DocumentGenerationMock } from "./DocumentGenerationMock";
import { EmailGenerationMock } from "./EmailGenerationMock";
import { PortfolioMock } from "./PortfolioMock";
import { RiskDashboardMock } from "./RiskDashboardMock";

export type GalleryItem = {
  id: string;
  title: string;
  /** One line under the thumbnail. */
  summary: string;
  /** Shown in the full-size view. */
  description: string;
  /** Illustrated screen, used until an administrator uploads real screenshots. */
  Illustration?: ComponentType;
  /** An uploaded screenshot's address. */
  imageSrc?: string;
};

export const GALLERY_ITEMS: GalleryItem[] = [
  {
    id: "contract-analysis",
    title: "Contract Analysis",
    summary: "Every clause rated green, amber or red.",
    description:
      "Upload a Word draft and Clausewise reviews it clause by clause: payment, renewal, cancellation, indemnity, jurisdiction and service guarantees. Risky wording is highlighted in the document, each finding explains the risk in plain English and what to ask for, and you accept, reject or propose an alternative for each one.",
    Illustration: ContractAnalysisMock,
  },
  {
    id: "risk-dashboard",
    title: "Risk Dashboard",
    summary: "See where your contracts are risky at a glance.",
    description:
      "The dashboard counts your analysed drafts by overall risk and shows which clause types are most often a problem, so you know where to push back with suppliers.",
    Illustration: RiskDashboardMock,
  },
  {
    id: "portfolio-management",
    title: "Portfolio Management",
    summary: "Signed contracts, values and renewal dates in one list.",
    description:
      "Add signed contracts as PDF or Word files and Clausewise pre-fills the vendor, value, dates, notice period and payment terms from the text for you to check. Each contract shows whether its renewal is urgent, upcoming or some way off.",
    Illustration: PortfolioMock,
  },
  {
    id: "analytics-insights",
    title: "Analytics & Insights",
    summary: "Health score, budget forecast and what to do next.",
    description:
      "With Pro, the portfolio gets a health score, a forecast of the spend renewing in the next 90 and 180 days, and prioritised recommendations: which renewals need a decision and which contracts are worth renegotiating.",
    Illustration: AnalyticsMock,
  },
  {
    id: "document-generation",
    title: "Document Generation",
    summary: "Your original Word file, with real tracked changes.",
    description:
      "Download your original document with your decisions written in as genuine Word tracked changes and comments, ready to send to the supplier. They can accept or reject each change in Word as usual.",
    Illustration: DocumentGenerationMock,
  },
  {
    id: "email-generation",
    title: "Email Generation",
    summary: "A negotiation email and amendment proposal, drafted for you.",
    description:
      "Clausewise turns the changes you proposed into a clear negotiation email and an amendment proposal that list each clause, what you want instead and why. Edit them, copy them and send them from your own email.",
    Illustration: EmailGenerationMock,
  },
];
