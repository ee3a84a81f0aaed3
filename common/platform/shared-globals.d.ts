/**
 * The few web-platform globals that common/ may use because Node and browsers both have them. Only the
 * common project sees this file (it has neither DOM nor Node types); web and server get the real ones.
 */
declare class URLSearchParams {
  constructor(init?: string | Record<string, string> | string[][]);
  set(name: string, value: string): void;
  get(name: string): string | null;
  has(name: string): boolean;
  toString(): string;
}
