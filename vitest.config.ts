import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{server,common,analysis,documents,web,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    // The first document a test file reads starts a reader worker (a few seconds on a busy machine).
    testTimeout: 60_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
