import { riskDisplay } from "../../../../common/risk-display";
import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";
import { RiskPill } from "./RiskPill";

const STATS = [
  { label: "Contracts analysed", value: "12", level: null },
  { label: "High risk", value: "3", level: "high" },
  { label: "Medium risk", value: "5", level: "medium" },
  { label: "Low risk", value: "4", level: "low" },
] as const;

/** Share of analysed contracts rated low / medium / high for each clause type (out of 12). */
const CLAUSES = [
  { name: "Payment", low: 8, medium: 3, high: 1 },
  { name: "Renewal", low: 3, medium: 4, high: 5 },
  { name: "Cancellation", low: 6, medium: 4, high: 2 },
  { name: "Indemnity", low: 4, medium: 5, high: 3 },
  { name: "Jurisdiction", low: 11, medium: 1, high: 0 },
  { name: "Service guarantees", low: 5, medium: 5, high: 2 },
];

const RECENT = [
  { name: "Northwind Hosting MSA", level: "high" },
  { name: "Ledgerline payroll SaaS", level: "medium" },
  { name: "Brightside cleaning", level: "low" },
  { name: "Pipewell CRM renewal", level: "medium" },
  { name: "Inkwell managed print", level: "low" },
] as const;

const BAR_X = 108;
const BAR_WIDTH = 240;

export function RiskDashboardMock() {
  return (
    <MockWindow
      label="Illustration of the risk dashboard: counts of high, medium and low risk contracts, risk by clause type and recent analyses"
      path="/app"
      active="Dashboard"
    >
      <text x="16" y="82" fontSize="12" fontWeight="700" fill={MOCK.text}>
        Contract Analysis Dashboard
      </text>
      {STATS.map((stat, i) => {
        const x = 16 + i * 154;
        return (
          <g key={stat.label}>
            <rect x={x} y="92" width="146" height="58" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
            <text x={x + 12} y="110" fontSize="8.5" fill={MOCK.dimmed}>
              {stat.label}
            </text>
            <text x={x + 12} y="138" fontSize="20" fontWeight="700" fill={MOCK.text}>
              {stat.value}
            </text>
            {stat.level && <RiskPill x={x + 54} y={126} level={stat.level} />}
          </g>
        );
      })}

      <rect x="16" y="160" width="360" height="226" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="28" y="180" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Risk by clause type
      </text>
      {CLAUSES.map((clause, i) => {
        const y = 196 + i * 27;
        const total = clause.low + clause.medium + clause.high;
        const lowWidth = (clause.low / total) * BAR_WIDTH;
        const mediumWidth = (clause.medium / total) * BAR_WIDTH;
        const highWidth = (clause.high / total) * BAR_WIDTH;
        return (
          <g key={clause.name}>
            <text x="28" y={y + 10} fontSize="8.5" fill={MOCK.text}>
              {clause.name}
            </text>
            <rect x={BAR_X} y={y} width={lowWidth} height="13" fill={riskDisplay("low").background} />
            <rect
              x={BAR_X + lowWidth}
              y={y}
              width={mediumWidth}
              height="13"
              fill={riskDisplay("medium").background}
            />
            <rect
              x={BAR_X + lowWidth + mediumWidth}
              y={y}
              width={highWidth}
              height="13"
              fill={riskDisplay("high").background}
            />
          </g>
        );
      })}
      {(["low", "medium", "high"] as const).map((level, i) => (
        <RiskPill key={level} x={108 + i * 82} y={360} level={level} />
      ))}

      <rect x="388" y="160" width="236" height="226" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="400" y="180" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Recent analyses
      </text>
      {RECENT.map((item, i) => {
        const y = 192 + i * 38;
        return (
          <g key={item.name}>
            {i > 0 && <line x1="400" x2="612" y1={y - 4} y2={y - 4} stroke={MOCK.lineSoft} />}
            <text x="400" y={y + 12} fontSize="8.5" fontWeight="600" fill={MOCK.text}>
              {item.name}
            </text>
            <text x="400" y={y + 25} fontSize="7.5" fill={MOCK.dimmed}>
              6 clause types checked
            </text>
            <RiskPill x={540} y={y + 6} level={item.level} fontSize={7} />
          </g>
        );
      })}
    </MockWindow>
  );
}
