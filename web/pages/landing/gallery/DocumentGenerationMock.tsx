import { MockWindow } from "./MockWindow";
import { MOCK } from "./mock-palette";

// Word shows one reviewer's changes in one colour: deletions struck through, insertions underlined.
const CHANGE = "#c92a2a";

type Run = { text: string; kind?: "del" | "ins" };
type Line = { y: number; runs: Run[]; heading?: boolean };

const LINES: Line[] = [
  { y: 130, heading: true, runs: [{ text: "7. Term and renewal" }] },
  { y: 148, runs: [{ text: "7.2 This Agreement renews automatically for further" }] },
  {
    y: 162,
    runs: [
      { text: "12-month terms unless either party gives " },
      { text: "ninety (90)", kind: "del" },
      { text: " " },
      { text: "thirty (30)", kind: "ins" },
    ],
  },
  { y: 176, runs: [{ text: "days' written notice before the renewal date." }] },
  { y: 214, heading: true, runs: [{ text: "12. Indemnity" }] },
  {
    y: 232,
    runs: [
      { text: "12.1 " },
      { text: "The Customer shall indemnify", kind: "del" },
      { text: " " },
      { text: "Each party shall", kind: "ins" },
    ],
  },
  {
    y: 246,
    runs: [
      { text: "indemnify", kind: "ins" },
      { text: " the " },
      { text: "Supplier", kind: "del" },
      { text: " " },
      { text: "other", kind: "ins" },
      { text: " against losses arising" },
    ],
  },
  { y: 260, runs: [{ text: "from its breach of this Agreement" }, { text: ", capped at the", kind: "ins" }] },
  { y: 274, runs: [{ text: "fees paid in the previous 12 months", kind: "ins" }, { text: "." }] },
];

function renderLine(line: Line) {
  // tspans flow one after another, so each run starts exactly where the previous one ended.
  return (
    <text
      x="66"
      y={line.y}
      fontSize={line.heading ? 9.5 : 8.5}
      fontWeight={line.heading ? 700 : 400}
      fill={MOCK.text}
    >
      {line.runs.map((run) => (
        <tspan
          key={`${run.kind ?? "text"}-${run.text}`}
          fill={run.kind ? CHANGE : MOCK.text}
          style={{
            textDecoration: run.kind === "del" ? "line-through" : run.kind === "ins" ? "underline" : "none",
          }}
        >
          {run.text}
        </tspan>
      ))}
    </text>
  );
}

export function DocumentGenerationMock() {
  return (
    <MockWindow
      label="Illustration of a redlined Word document: the vendor's wording struck through, your proposed wording inserted as tracked changes, with a comment explaining why"
      path="/contract-analysis/42"
      active="Analysis"
    >
      <rect x="16" y="64" width="608" height="322" rx="6" fill="#e9ecef" />
      <rect x="16" y="64" width="608" height="22" rx="6" fill="#1c4e80" />
      <text x="28" y="79" fontSize="8.5" fill={MOCK.surface} fontWeight="600">
        Northwind Hosting – MSA (Clausewise redline).docx · Track Changes: On
      </text>
      <rect x="48" y="98" width="380" height="300" fill={MOCK.surface} stroke={MOCK.line} />
      {LINES.map((line) => (
        <g key={line.y}>{renderLine(line)}</g>
      ))}
      {[300, 314, 328, 342, 356].map((y, i) => (
        <rect key={y} x="66" y={y - 6} width={i === 4 ? 180 : 330} height="5" rx="2.5" fill={MOCK.lineSoft} />
      ))}

      <line x1="404" x2="440" y1="158" y2="140" stroke={CHANGE} strokeDasharray="2 2" />
      <rect x="440" y="106" width="172" height="72" rx="4" fill="#fff5f5" stroke={CHANGE} />
      <text x="450" y="122" fontSize="8.5" fontWeight="700" fill={CHANGE}>
        Clausewise
      </text>
      {[
        "Ninety days' notice is long for a",
        "monthly service. Thirty days keeps",
        "you free to switch supplier.",
      ].map((text, i) => (
        <text key={text} x="450" y={136 + i * 12} fontSize="8" fill={MOCK.text}>
          {text}
        </text>
      ))}
      <line x1="404" x2="440" y1="229" y2="222" stroke={CHANGE} strokeDasharray="2 2" />
      <rect x="440" y="196" width="172" height="60" rx="4" fill="#fff5f5" stroke={CHANGE} />
      <text x="450" y="212" fontSize="8.5" fontWeight="700" fill={CHANGE}>
        Clausewise
      </text>
      {["A mutual indemnity, capped at a", "year's fees, shares the risk fairly."].map((text, i) => (
        <text key={text} x="450" y={226 + i * 12} fontSize="8" fill={MOCK.text}>
          {text}
        </text>
      ))}
      <rect x="452" y="340" width="160" height="24" rx="5" fill={MOCK.brand} />
      <text x="532" y="355.5" fontSize="9" fontWeight="700" fill={MOCK.surface} textAnchor="middle">
        Download redline (.docx)
      </text>
    </MockWindow>
  );
}
