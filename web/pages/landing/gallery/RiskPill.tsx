import { riskDisplay } from "../../../../common/risk-display";

type Props = {
  x: number;
  y: number;
  level: "low" | "medium" | "high" | "na";
  /** Another word in the same colour, for statuses such as URGENT. */
  label?: string;
  fontSize?: number;
};

/** A traffic-light badge inside an illustrated screen: colour and word, as in the product. */
export function RiskPill({ x, y, level, label, fontSize = 7.5 }: Props) {
  const display = riskDisplay(level);
  const text = label ?? display.badge;
  // Bold capitals run wider than average text.
  const width = text.length * fontSize * 0.68 + 10;
  const height = fontSize + 7;
  return (
    <g>
      <rect x={x} y={y} width={width} height={height} rx={height / 2} fill={display.background} />
      <text
        x={x + width / 2}
        y={y + height / 2 + fontSize * 0.36}
        fontSize={fontSize}
        fontWeight="700"
        textAnchor="middle"
        fill={display.textColor}
      >
        {text}
      </text>
    </g>
  );
}
