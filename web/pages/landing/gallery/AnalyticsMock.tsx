import { formatMoney } from "../../../../common/format";
import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";
import { RiskPill } from "./RiskPill";

const SCORE = 70;
const RING_RADIUS = 42;
const RING_LENGTH = 2 * Math.PI * RING_RADIUS;

const FORECAST = [
  { label: "Renewing in the next 90 days", amount: 26550, width: 150 },
  { label: "Renewing in the next 180 days", amount: 30750, width: 174 },
];

const INSIGHTS = [
  {
    title: "Renewal risk · Northwind Hosting",
    detail: "Notice deadline in 21 days. Decide now.",
    level: "high",
    urgency: "HIGH",
  },
  {
    title: "Renegotiate · Ledgerline Ltd",
    detail: `Medium risk terms. Possible saving ${formatMoney(640)}.`,
    level: "medium",
    urgency: "MEDIUM",
  },
  {
    title: "Budget · Inkwell Office Ltd",
    detail: `${formatMoney(2150)} due at renewal on 05/02/2026.`,
    level: "medium",
    urgency: "MEDIUM",
  },
] as const;

export function AnalyticsMock() {
  return (
    <MockWindow
      label="Illustration of analytics and insights: a portfolio health score, a renewal budget forecast and prioritised recommendations"
      path="/analytics"
      active="Analytics"
    >
      <text x="16" y="82" fontSize="12" fontWeight="700" fill={MOCK.text}>
        Predictive Analytics
      </text>

      <rect x="16" y="94" width="180" height="150" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="28" y="113" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Portfolio health
      </text>
      <circle cx="106" cy="180" r={RING_RADIUS} fill="none" stroke={MOCK.lineSoft} strokeWidth="10" />
      <circle
        cx="106"
        cy="180"
        r={RING_RADIUS}
        fill="none"
        stroke={MOCK.brand}
        strokeWidth="10"
        strokeLinecap="round"
        strokeDasharray={`${(SCORE / 100) * RING_LENGTH} ${RING_LENGTH}`}
        transform="rotate(-90 106 180)"
      />
      <text x="106" y="184" fontSize="20" fontWeight="700" fill={MOCK.text} textAnchor="middle">
        {SCORE}
      </text>
      <text x="106" y="197" fontSize="8.5" fill={MOCK.dimmed} textAnchor="middle">
        Good
      </text>

      <rect x="208" y="94" width="416" height="150" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="220" y="113" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Budget forecast
      </text>
      {FORECAST.map((row, i) => {
        const y = 132 + i * 42;
        return (
          <g key={row.label}>
            <text x="220" y={y + 8} fontSize="8.5" fill={MOCK.dimmed}>
              {row.label}
            </text>
            <rect x="220" y={y + 14} width="260" height="14" rx="3" fill={MOCK.lineSoft} />
            <rect x="220" y={y + 14} width={row.width} height="14" rx="3" fill={MOCK.brand} />
            <text x="612" y={y + 25} fontSize="11" fontWeight="700" fill={MOCK.text} textAnchor="end">
              {formatMoney(row.amount)}
            </text>
          </g>
        );
      })}
      <text x="220" y="232" fontSize="8" fill={MOCK.dimmed}>
        Sum of the annual values of contracts renewing in each period.
      </text>

      <rect x="16" y="256" width="608" height="130" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <text x="28" y="275" fontSize="10" fontWeight="700" fill={MOCK.text}>
        Insights
      </text>
      {INSIGHTS.map((insight, i) => {
        const y = 284 + i * 33;
        return (
          <g key={insight.title}>
            {i > 0 && <line x1="28" x2="612" y1={y - 2} y2={y - 2} stroke={MOCK.lineSoft} />}
            <text x="28" y={y + 12} fontSize="9" fontWeight="600" fill={MOCK.text}>
              {insight.title}
            </text>
            <text x="28" y={y + 24} fontSize="8" fill={MOCK.dimmed}>
              {insight.detail}
            </text>
            <RiskPill x={520} y={y + 6} level={insight.level} label={`${insight.urgency} URGENCY`} />
          </g>
        );
      })}
    </MockWindow>
  );
}
