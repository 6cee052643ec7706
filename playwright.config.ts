import { defineConfig, devices } from '@playwright/test';
import { cspReportFile, e2ePort } from './tests/e2e/csp-reports.ts';

// E2E_PORT lets a second checkout run its browser tests beside this one.
const PORT = e2ePort();
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_OUT_DIR keeps parallel runs in one checkout from overwriting each other's build.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * Browser tests run Debian's Chromium (no browser download) against what
 * `npm start` serves: the production build (reused while no build input
 * changed) behind `vite preview`, with the local backend mounted on the same
 * origin over a fresh in-memory database. The CSP is enforced and reports
 * every violation to the server, and the run fails if any arrived
 * (tests/e2e/global-teardown.ts).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  globalSetup: './tests/e2e/global-setup.ts',
  globalTeardown: './tests/e2e/global-teardown.ts',
  // Parallel runs in one checkout (see E2E_OUT_DIR) keep their artifacts apart too.
  outputDir: process.env.E2E_OUT_DIR ? `test-results/${process.env.E2E_OUT_DIR}` : 'test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    // A failed test keeps its trace: every action with the DOM before and after it, the
    // network and the console. Not the screencast: its frames went through the software-
    // rendered GPU process on 2 cores (measured: two publishing tests 63-68 s with frames,
    // 47 s without; the browser tests in CI 27-30 min with, 24 min without). The page's
    // last look is kept as one screenshot instead.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
    // A service worker precaches the whole app in every new context, which costs each test
    // CPU on a 2-core runner. Specs about the installed, offline app opt back in with
    // test.use({ serviceWorkers: 'allow' }).
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--headless',
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
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: `npx tsx scripts/start.ts --port ${PORT} --strict-port --out-dir ${OUT_DIR}`,
    url: `http://localhost:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    env: {
      ORDNING_DATA_DIR: 'memory',
      // The CSP reports violations to the server, which appends them here for the teardown's check.
      ORDNING_CSP_REPORT_FILE: cspReportFile(PORT),
      AUTH_RATE_LIMIT_SIGN_IN_SIGN_UPS: '1000',
      AUTH_RATE_LIMIT_EMAIL_SENT: '1000',
      // Every lead form test sends as one visitor from one address.
      LEAD_RATE_LIMIT_PER_IP: '1000',
      LEAD_RATE_LIMIT_PER_EMAIL: '1000',
      // Every company signup test checks its number from the same address.
      ORG_CHECK_RATE_LIMIT_PER_IP: '1000',
      // Every register test asks for its existing-account notice from the same address.
      ACCOUNT_NOTICE_RATE_LIMIT_PER_IP: '1000',
    },
  },
});
