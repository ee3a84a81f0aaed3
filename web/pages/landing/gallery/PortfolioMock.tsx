import { formatMoney } from "../../../../common/format";
import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";
import { RiskPill } from "./RiskPill";

const ROWS = [
  {
    title: "Cloud hosting",
    vendor: "Northwind Hosting Ltd",
    value: 18000,
    renewal: "14/01/2026",
    status: "URGENT · 21 DAYS",
    level: "high",
  },
  {
    title: "Managed print",
    vendor: "Inkwell Office Ltd",
    value: 2150,
    renewal: "05/02/2026",
    status: "UPCOMING · 43 DAYS",
    level: "medium",
  },
  {
    title: "Payroll software",
    vendor: "Ledgerline Ltd",
    value: 6400,
    renewal: "02/03/2026",
    status: "UPCOMING · 68 DAYS",
    level: "medium",
  },
  {
    title: "Office cleaning",
    vendor: "Brightside Facilities",
    value: 4200,
    renewal: "30/06/2026",
    status: "ACTIVE",
    level: "low",
  },
  {
    title: "CRM subscription",
    vendor: "Pipewell Software",
    value: 9600,
    renewal: "15/09/2026",
    status: "ACTIVE",
    level: "low",
  },
  {
    title: "Telephony",
    vendor: "Harbourline Comms",
    value: 3300,
    renewal: "01/11/2026",
    status: "ACTIVE",
    level: "low",
  },
] as const;

const COLUMNS = [
  { label: "Contract", x: 28 },
  { label: "Vendor", x: 150 },
  { label: "Annual value", x: 290 },
  { label: "Renewal date", x: 370 },
  { label: "Renewal status", x: 456 },
];

export function PortfolioMock() {
  return (
    <MockWindow
      label="Illustration of the portfolio of signed contracts: vendor, value, renewal date and a renewal status badge for each"
      path="/my-contracts"
      active="Contracts"
    >
      <text x="16" y="82" fontSize="12" fontWeight="700" fill={MOCK.text}>
        My Contracts
      </text>
      <text x="16" y="96" fontSize="8.5" fill={MOCK.dimmed}>
        6 signed contracts · {formatMoney(ROWS.reduce((sum, row) => sum + row.value, 0))} a year
      </text>
      <rect x="496" y="70" width="128" height="22" rx="5" fill={MOCK.brand} />
      <text x="560" y="84.5" fontSize="9" fontWeight="700" fill={MOCK.surface} textAnchor="middle">
        + Add signed contract
      </text>

      <rect x="16" y="106" width="608" height="280" rx="6" fill={MOCK.surface} stroke={MOCK.line} />
      <rect x="16.5" y="106.5" width="607" height="26" rx="6" fill={MOCK.canvas} />
      {COLUMNS.map((column) => (
        <text key={column.label} x={column.x} y="123" fontSize="8.5" fontWeight="700" fill={MOCK.dimmed}>
          {column.label}
        </text>
      ))}
      {ROWS.map((row, i) => {
        const y = 133 + i * 42;
        return (
          <g key={row.title}>
            {i > 0 && <line x1="16" x2="624" y1={y} y2={y} stroke={MOCK.lineSoft} />}
            <text x="28" y={y + 25} fontSize="9" fontWeight="600" fill={MOCK.text}>
              {row.title}
            </text>
            <text x="150" y={y + 25} fontSize="9" fill={MOCK.text}>
              {row.vendor}
            </text>
            <text
              x="290"
              y={y + 25}
              fontSize="9"
              fill={MOCK.text}
              style={{ fontVariantNumeric: "tabular-nums" }}
            >
              {formatMoney(row.value)}
            </text>
            <text
              x="370"
              y={y + 25}
              fontSize="9"
              fill={MOCK.text}
              style={{ fontVariantNumeric: "tabular-nums" }}
            >
              {row.renewal}
            </text>
            <RiskPill x={456} y={y + 14} level={row.level} label={row.status} />
          </g>
        );
      })}
    </MockWindow>
  );
}
