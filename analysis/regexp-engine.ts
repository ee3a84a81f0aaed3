/**
 * V8 first runs a regular expression in its bytecode interpreter and compiles it only after that,
 * and does so again whenever the same expression meets text in the other string encoding (plain
 * ASCII against text with curly quotes). The engine runs a few hundred expressions over each
 * contract, so it would spend much of its time interpreting: compiling each one at once measured
 * about a third less time per contract (bench/analysis.ts, docs/decisions.md). Imported first by
 * `./index`, before any expression has run.
 */
import { setFlagsFromString } from "node:v8";

setFlagsFromString("--no-regexp-tier-up");
