// Browser journeys in Debian's Chromium (/usr/bin/chromium; never a downloaded browser) against the
// production build, on its own embedded database.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { SMS_WEBHOOK_URL } from "./e2e/sms-inbox.ts";

const port = Number(process.env.E2E_PORT ?? 3555);
const dataDir = mkdtempSync(join(tmpdir(), "vetan-e2e-"));

export default defineConfig({
  testDir: "e2e",
  globalSetup: "./e2e/global-setup.ts",
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: "node apps/server/src/main.ts",
    url: `http://127.0.0.1:${port}/readyz`,
    reuseExistingServer: false,
    timeout: 60_000,
    // Every journey's Talk to Us submission comes from 127.0.0.1: the per-address limit (5 in 10 minutes,
    // proven in contact.test.ts) would otherwise depend on how many journeys send the form.
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn", CONTACT_PER_IP_PER_10MIN: "1000", SMS_WEBHOOK_URL },
  },
});
