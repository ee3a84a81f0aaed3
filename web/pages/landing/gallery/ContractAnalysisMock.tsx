import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";
import { RiskPill } from "./RiskPill";

type DocLine = { text: string; y: number; heading?: boolean; highlight?: string };

const DOC_LINES: DocLine[] = [
  { text: "7. Term and renewal", y: 122, heading: true },
  { text: "7.2 This Agreement renews automatically for further", y: 138, highlight: MOCK.redSoft },
  { text: "12-month terms unless either party gives 90 days'", y: 151, highlight: MOCK.redSoft },
  { text: "written notice before the renewal date.", y: 164, highlight: MOCK.redSoft },
  { text: "9. Payment", y: 192, heading: true },
  { text: "9.1 Invoices are payable within 60 days of receipt.", y: 208, highlight: MOCK.greenSoft },
  { text: "12. Indemnity", y: 282, heading: true },
  { text: "12.1 The Customer shall indemnify the Supplier against", y: 298, highlight: MOCK.yellowSoft },
  { text: "all losses arising from its use of the Services.", y: 311, highlight: MOCK.yellowSoft },
];

const FILLER_ROWS = [224, 237, 250, 327, 340, 353, 366];

type Finding = {
  y: number;
  level: "high" | "medium" | "low";
  title: string;
  lines: string[];
  decision?: "Propose";
};

const FINDINGS: Finding[] = [
  {
    y: 112,
    level: "high",
    title: "Renewal",
    lines: ["90 days' notice to stop the automatic", "renewal. Ask for 30 days."],
    decision: "Propose",
  },
  {
    y: 208,
    level: "medium",
    title: "Indemnity",
    lines: ["One-sided and uncapped. Ask for a", "mutual indemnity capped at the fees."],
  },
  { y: 290, level: "low", title: "Payment", lines: ["60 days to pay suits your cash flow."] },
];

const DECISIONS = ["Accept", "Reject", "Propose"];

export function ContractAnalysisMock() {
  return (
    <MockWindow
      label="Illustration of the contract analysis screen: the draft on the left with risky clauses highlighted, findings with traffic-light badges on the right"
      path="/contract-analysis/42"
      active="Analysis"
    >
      <text x="16" y="80" fontSize="11" fontWeight="700" fill={MOCK.text}>
        Northwind Hosting MSA (draft).docx
      </text>
      <RiskPill x={270} y={70} level="medium" label="OVERALL: MEDIUM RISK" />

      <rect x="16" y="92" width="360" height="294" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      {DOC_LINES.map((line) => (
        <g key={line.text}>
          {line.highlight && <rect x="28" y={line.y - 9} width="336" height="12" fill={line.highlight} />}
          <text
            x="32"
            y={line.y}
            fontSize={line.heading ? 9.5 : 8.5}
            fontWeight={line.heading ? 700 : 400}
            fill={MOCK.text}
          >
            {line.text}
          </text>
        </g>
      ))}
      {FILLER_ROWS.map((y, i) => (
        <rect
          key={y}
          x="32"
          y={y - 6}
          width={i % 3 === 2 ? 210 : 320}
          height="5"
          rx="2.5"
          fill={MOCK.lineSoft}
        />
      ))}

      <text x="388" y="106" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Findings · 6 clause types
      </text>
      {FINDINGS.map((finding) => {
        const height = finding.decision ? 86 : finding.level === "low" ? 52 : 70;
        return (
          <g key={finding.title}>
            <rect
              x="388"
              y={finding.y}
              width="236"
              height={height}
              rx="6"
              fill={MOCK.surface}
              stroke={finding.decision ? MOCK.brand : MOCK.line}
              strokeWidth={finding.decision ? 1.5 : 1}
            />
            <text x="398" y={finding.y + 17} fontSize="9.5" fontWeight="700" fill={MOCK.text}>
              {finding.title}
            </text>
            <RiskPill x={520} y={finding.y + 7} level={finding.level} />
            {finding.lines.map((line, i) => (
              <text key={line} x="398" y={finding.y + 33 + i * 12} fontSize="8" fill={MOCK.dimmed}>
                {line}
              </text>
            ))}
            {finding.decision &&
              DECISIONS.map((decision, i) => {
                const isChosen = decision === finding.decision;
                return (
                  <g key={decision}>
                    <rect
                      x={398 + i * 72}
                      y={finding.y + 58}
                      width="64"
                      height="18"
                      rx="4"
                      fill={isChosen ? MOCK.brand : MOCK.surface}
                      stroke={isChosen ? MOCK.brand : MOCK.line}
                    />
                    <text
                      x={430 + i * 72}
                      y={finding.y + 70}
                      fontSize="8.5"
                      textAnchor="middle"
                      fontWeight="600"
                      fill={isChosen ? MOCK.surface : MOCK.text}
                    >
                      {decision}
                    </text>
                  </g>
                );
              })}
          </g>
        );
      })}
      <rect x="388" y="352" width="236" height="34" rx="6" fill={MOCK.brandSoft} />
      <text x="506" y="373" fontSize="9" fontWeight="700" fill={MOCK.brandDark} textAnchor="middle">
        Download Word redline
      </text>
    </MockWindow>
  );
}
