import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["{server,common,analysis,documents,web,bench}/**/*.test.{ts,tsx}"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
  },
});
