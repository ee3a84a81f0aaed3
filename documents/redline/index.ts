export { occurrenceAt } from "./normalise";
export type { RedlineChange, RedlineOptions, RedlineResult } from "./types";
export { writeRedline } from "./write-redline";
