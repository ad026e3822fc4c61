import fs from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

/**
 * E2E tests run against the built site (`npm run build`), served like a CDN
 * by scripts/serve-cdn.mjs. Chromium: PLAYWRIGHT_CHROMIUM_EXECUTABLE, else
 * Debian's /usr/bin/chromium when present, else Playwright's own download
 * (`npx playwright install chromium`).
 */
const PORT = Number(process.env.E2E_PORT ?? 4173);
/** The built site to serve; a separate folder lets tests run while another build writes doc_build. */
const DIR = process.env.E2E_DIR ?? 'doc_build';
const debianChromium = '/usr/bin/chromium';
const executablePath =
  process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE || (fs.existsSync(debianChromium) ? debianChromium : undefined);

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: process.env.CI ? 2 : 3,
  timeout: 30_000,
  // Waits are for events; a CI machine with both cores busy may take longer to reach them.
  expect: { timeout: process.env.CI ? 10_000 : 5_000 },
  reporter: [['list'], ['./tests/e2e/support/summary-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'off',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } }],
  webServer: [
    {
      command: `node scripts/serve-cdn.mjs --port ${PORT} --dir ${DIR}`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    // The same site from a plain static host that ignores _headers (GitHub Pages, S3):
    // the gates check that the pages' own meta policy holds there (tests/e2e/gates/support/site.ts, PLAIN_SERVER_URL).
    {
      command: `node scripts/serve-cdn.mjs --port ${PORT + 1} --dir ${DIR} --no-headers`,
      url: `http://127.0.0.1:${PORT + 1}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
  ],
});
