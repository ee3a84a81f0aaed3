import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";

const BODY = [
  "Dear Priya,",
  "",
  "Thank you for sending the Master Services Agreement. Before we sign,",
  "we would like to agree two changes:",
  "",
  "1. Renewal (clause 7.2): 30 days' notice to end the automatic renewal,",
  "    instead of 90 days.",
  "2. Indemnity (clause 12.1): a mutual indemnity, capped at the fees",
  "    paid in the previous 12 months.",
  "",
  "I have attached a marked-up copy with these changes as tracked changes.",
  "",
  "Kind regards,",
  "Jo Patel, Operations Manager",
];

const BODY_LINES = BODY.map((text, index) => ({ text, y: 190 + index * 12 }));

const TABS = ["Negotiation email", "Amendment proposal"];

export function EmailGenerationMock() {
  return (
    <MockWindow
      label="Illustration of a generated negotiation email to the vendor listing the changes you proposed, ready to copy"
      path="/contract-analysis/42"
      active="Analysis"
    >
      <text x="16" y="82" fontSize="12" fontWeight="700" fill={MOCK.text}>
        Take action
      </text>
      {TABS.map((tab, i) => {
        const x = 16 + i * 120;
        const isActive = i === 0;
        return (
          <g key={tab}>
            <text
              x={x + 56}
              y="104"
              fontSize="9"
              textAnchor="middle"
              fontWeight={isActive ? 700 : 400}
              fill={isActive ? MOCK.brandDark : MOCK.dimmed}
            >
              {tab}
            </text>
            {isActive && <rect x={x} y="110" width="112" height="2" fill={MOCK.brand} />}
          </g>
        );
      })}
      <line x1="16" x2="624" y1="112" y2="112" stroke={MOCK.line} />

      <rect x="16" y="122" width="608" height="264" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="30" y="142" fontSize="8.5" fill={MOCK.dimmed}>
        To
      </text>
      <text x="80" y="142" fontSize="8.5" fill={MOCK.text}>
        priya.shah@northwind-hosting.co.uk
      </text>
      <line x1="30" x2="610" y1="150" y2="150" stroke={MOCK.lineSoft} />
      <text x="30" y="166" fontSize="8.5" fill={MOCK.dimmed}>
        Subject
      </text>
      <text x="80" y="166" fontSize="8.5" fontWeight="700" fill={MOCK.text}>
        Proposed changes to our Master Services Agreement
      </text>
      <line x1="30" x2="610" y1="174" y2="174" stroke={MOCK.lineSoft} />
      {BODY_LINES.map((line) => (
        <text key={line.y} x="30" y={line.y} fontSize="8.5" fill={MOCK.text} xmlSpace="preserve">
          {line.text}
        </text>
      ))}
      <rect x="512" y="350" width="100" height="24" rx="5" fill={MOCK.brand} />
      <text x="562" y="365.5" fontSize="9" fontWeight="700" fill={MOCK.surface} textAnchor="middle">
        Copy email
      </text>
    </MockWindow>
  );
}
