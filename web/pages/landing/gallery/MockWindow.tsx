import type { ReactNode } from "react";
import { MOCK } from "./mock-palette";

export const MOCK_WIDTH = 640;
export const MOCK_HEIGHT = 400;

type Props = { label: string; path: string; active: string; children: ReactNode };

const NAV = ["Dashboard", "Analysis", "Contracts", "Analytics"];

/** A browser window showing the Clausewise header; each illustrated screen draws inside it. */
export function MockWindow({ label, path, active, children }: Props) {
  let x = 150;
  return (
    <svg
      viewBox={`0 0 ${MOCK_WIDTH} ${MOCK_HEIGHT}`}
      width="100%"
      role="img"
      aria-label={label}
      style={{ display: "block", fontFamily: "inherit" }}
    >
      <rect
        x="0.5"
        y="0.5"
        width={MOCK_WIDTH - 1}
        height={MOCK_HEIGHT - 1}
        rx="10"
        fill={MOCK.canvas}
        stroke={MOCK.line}
      />
      <path
        d={`M0.5 24 V10.5 A10 10 0 0 1 10.5 0.5 H${MOCK_WIDTH - 10.5} A10 10 0 0 1 ${MOCK_WIDTH - 0.5} 10.5 V24 Z`}
        fill={MOCK.lineSoft}
      />
      <circle cx="16" cy="12" r="4" fill="#ff8787" />
      <circle cx="30" cy="12" r="4" fill="#ffd43b" />
      <circle cx="44" cy="12" r="4" fill="#69db7c" />
      <rect x="150" y="5" width="340" height="14" rx="7" fill={MOCK.surface} />
      <text x="320" y="15.5" fontSize="8" fill={MOCK.dimmed} textAnchor="middle">
        clausewise.co.uk{path}
      </text>
      <rect x="0.5" y="24" width={MOCK_WIDTH - 1} height="30" fill={MOCK.surface} />
      <line x1="0.5" x2={MOCK_WIDTH - 0.5} y1="54" y2="54" stroke={MOCK.line} />
      <rect x="16" y="32" width="14" height="14" rx="3" fill={MOCK.brand} />
      <text x="36" y="43" fontSize="12" fontWeight="800" fill={MOCK.brandDark}>
        Clausewise
      </text>
      {NAV.map((item) => {
        const itemX = x;
        const width = item.length * 6 + 16;
        x += width + 6;
        const isActive = item === active;
        return (
          <g key={item}>
            {isActive && <rect x={itemX} y="31" width={width} height="16" rx="4" fill={MOCK.brandSoft} />}
            <text
              x={itemX + width / 2}
              y="42.5"
              fontSize="9"
              textAnchor="middle"
              fill={isActive ? MOCK.brandDark : MOCK.dimmed}
              fontWeight={isActive ? 700 : 400}
            >
              {item}
            </text>
          </g>
        );
      })}
      <circle cx={MOCK_WIDTH - 28} cy="39" r="9" fill={MOCK.brand} />
      <text
        x={MOCK_WIDTH - 28}
        y="42.5"
        fontSize="9"
        fill={MOCK.surface}
        textAnchor="middle"
        fontWeight="700"
      >
        J
      </text>
      {children}
    </svg>
  );
}
