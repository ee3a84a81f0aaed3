import { defineConfig } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? "/tmp/clausewise-e2e";
const mailHttpPort = Number(process.env.MAIL_SINK_HTTP_PORT ?? 4025);
const mailSmtpPort = Number(process.env.MAIL_SINK_SMTP_PORT ?? 4026);

export default defineConfig({
  testDir: "./journeys",
  outputDir: "./artifacts",
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    screenshot: "only-on-failure",
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  webServer: [
    {
      command: "npx tsx e2e/mail-sink.ts",
      cwd: "..",
      url: `http://127.0.0.1:${mailHttpPort}/`,
      reuseExistingServer: false,
    },
    {
      command: "npx tsx server/main.ts",
      cwd: "..",
      url: `http://127.0.0.1:${port}/api/health`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: {
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        APP_URL: `http://127.0.0.1:${port}`,
        SMTP_URL: `smtp://127.0.0.1:${mailSmtpPort}?ignoreTLS=true`,
        LOG_LEVEL: "warn",
        ADMIN_EMAILS: "e2e-admin@northwind-trading.co.uk",
      },
    },
  ],
});
