/**
 * Sentence splitting on long runs of hard-wrapped lines, the input a crafted file could use to make it
 * slow: time per size should grow in proportion to the size, not its square.
 *
 *   npx tsx bench/wrapped-text.ts
 */
import { splitSentences } from "../analysis/text";

const SHAPES = {
  "prose, lower case":
    "the supplier shall provide the services described in the schedule to the\ncustomer and ",
  "capitals, one sentence": "IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY LOSS OR\n",
  "capitals, sentence per line": "IN NO EVENT SHALL EITHER PARTY BE LIABLE TO THE OTHER FOR ANY LOSS.\n",
};

for (const [shape, line] of Object.entries(SHAPES)) {
  for (const lines of [2000, 8000, 32000]) {
    const text = line.repeat(lines);
    splitSentences(text);
    const t0 = performance.now();
    const sentences = splitSentences(text).length;
    const ms = performance.now() - t0;
    console.log(
      `${shape.padEnd(28)} ${String(lines).padStart(6)} lines ${(text.length / 1024).toFixed(0).padStart(5)} KB  ${sentences} sentences  ${ms.toFixed(1)} ms`,
    );
  }
}
