import { describe, expect, it } from "vitest";
import { checkPassword, PASSWORD_MESSAGES, strengthFromScore } from "./password-strength";

const failedMessages = (password: string, context?: Parameters<typeof checkPassword>[1]) =>
  checkPassword(password, context)
    .checks.filter((check) => !check.passed)
    .map((check) => check.message);

describe("checkPassword checks", () => {
  it("passes a strong password", () => {
    const result = checkPassword("Harbour-Lights-42");
    expect(result.valid).toBe(true);
    expect(result.checks.every((check) => check.passed)).toBe(true);
  });

  it("lists the checks in a stable order with the spec's messages", () => {
    expect(checkPassword("").checks.map((check) => [check.id, check.message])).toEqual([
      ["length", "Password must be at least 8 characters long"],
      ["uppercase", "Password must contain at least one uppercase letter"],
      ["lowercase", "Password must contain at least one lowercase letter"],
      ["number", "Password must contain at least one number"],
      ["special", "Password must contain at least one special character"],
      ["personal", "Password must not contain your name or email"],
    ]);
  });

  it("fails each rule on its own", () => {
    expect(failedMessages("Ab1!xyz")).toEqual([PASSWORD_MESSAGES.length]);
    expect(failedMessages("abcdef1!")).toEqual([PASSWORD_MESSAGES.uppercase]);
    expect(failedMessages("ABCDEF1!")).toEqual([PASSWORD_MESSAGES.lowercase]);
    expect(failedMessages("Abcdefg!")).toEqual([PASSWORD_MESSAGES.number]);
    expect(failedMessages("Abcdefg1")).toEqual([PASSWORD_MESSAGES.special]);
  });

  it("counts non-Latin letters and currency signs", () => {
    expect(checkPassword("Ölfeld£2024x").valid).toBe(true);
  });

  it("does not count a space as a special character", () => {
    expect(failedMessages("Abcd efg1")).toEqual([PASSWORD_MESSAGES.special]);
  });

  it("counts length in characters, not UTF-16 units", () => {
    expect(checkPassword("Ab1!😀😀x").checks[0].passed).toBe(false);
    expect(checkPassword("Ab1!😀😀xy").checks[0].passed).toBe(true);
  });
});

describe("checkPassword personal context", () => {
  const context = { email: "jane.doe@acme.co.uk", firstName: "Priya", lastName: "Okafor" };

  it("rejects the first name, last name or e-mail local part, ignoring case", () => {
    expect(failedMessages("PRIYA-2024-x", context)).toEqual([PASSWORD_MESSAGES.personal]);
    expect(failedMessages("Xokafor#2024", context)).toEqual([PASSWORD_MESSAGES.personal]);
    expect(failedMessages("Jane.Doe#2024", context)).toEqual([PASSWORD_MESSAGES.personal]);
    expect(checkPassword("PRIYA-2024-x", context).valid).toBe(false);
  });

  it("rejects a piece of the local part", () => {
    expect(failedMessages("Doe!Ray!Me1", context)).toEqual([PASSWORD_MESSAGES.personal]);
  });

  it("ignores names shorter than three characters", () => {
    expect(checkPassword("Always-Lit-9", { firstName: "Al", lastName: "Li", email: "al@li.com" }).valid).toBe(
      true,
    );
  });

  it("passes without context or with empty context", () => {
    expect(checkPassword("Priya-2024-x").valid).toBe(true);
    expect(checkPassword("Priya-2024-x", { email: "", firstName: null }).valid).toBe(true);
  });
});

describe("checkPassword score and meter", () => {
  it.each([
    ["", 0, "weak", 25],
    ["a", 1, "weak", 25],
    ["aA", 2, "weak", 25],
    ["        ", 2, "weak", 25],
    ["aA1", 3, "medium", 50],
    ["abcdefgh", 3, "medium", 50],
    ["aA1!", 4, "medium", 50],
    ["abcdefgH1", 5, "medium", 50],
    ["abcdefghijklmnop", 5, "medium", 50],
    ["abcdefG1!", 6, "strong", 75],
    ["abcdefghijG1!", 7, "strong", 75],
    ["abcdefghijklmnoG1!", 8, "very-strong", 100],
  ])("%j scores %i (%s, %i%%)", (password, score, strength, percent) => {
    const result = checkPassword(password);
    expect(result.score).toBe(score);
    expect(result.strength).toBe(strength);
    expect(result.percent).toBe(percent);
  });

  it("gives the length bonuses at exactly 8, 12 and 16 characters", () => {
    expect(checkPassword("a".repeat(7)).score).toBe(1);
    expect(checkPassword("a".repeat(8)).score).toBe(3);
    expect(checkPassword("a".repeat(11)).score).toBe(3);
    expect(checkPassword("a".repeat(12)).score).toBe(4);
    expect(checkPassword("a".repeat(15)).score).toBe(4);
    expect(checkPassword("a".repeat(16)).score).toBe(5);
  });

  it("maps scores to strengths at the boundaries", () => {
    expect([2, 3, 5, 6, 7, 8].map(strengthFromScore)).toEqual([
      "weak",
      "medium",
      "medium",
      "strong",
      "strong",
      "very-strong",
    ]);
  });
});
