import { readdirSync, statSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { cspReportFile, e2ePorts } from './tests/e2e/csp-reports.ts';

// E2E_PORT lets a second checkout run its browser tests beside this one (it takes
// E2E_PORT and the next ports, one per server, see e2ePorts).
const PORTS = e2ePorts();
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
// E2E_OUT_DIR keeps parallel runs in one checkout from overwriting each other's build.
const OUT_DIR = process.env.E2E_OUT_DIR ?? 'dist';

/**
 * The spec files dealt out to the servers, biggest first to the least loaded
 * (a file's size stands in for its running time), so each server gets about
 * the same share and a new spec file joins one without configuration.
 */
function shareSpecFiles(servers: number): string[][] {
  const dir = 'tests/e2e';
  const files = readdirSync(dir)
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => ({ name, size: statSync(`${dir}/${name}`).size }))
    .sort((a, b) => b.size - a.size || a.name.localeCompare(b.name));
  const shares = Array.from({ length: servers }, () => ({ files: [] as string[], size: 0 }));
  for (const file of files) {
    const lightest = shares.reduce((least, share) => (share.size < least.size ? share : least));
    lightest.files.push(file.name);
    lightest.size += file.size;
  }
  return shares.map((share) => share.files);
}

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
  // One worker per server, each running its share of the files one test at a time: the
  // tests of a file share its server's database, and a server never sees two files at once.
  fullyParallel: false,
  workers: PORTS.length,
  retries: 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    trace: 'retain-on-failure',
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
  projects: shareSpecFiles(PORTS.length).map((files, index) => ({
    name: index === 0 ? 'chromium' : `chromium-${String(index + 1)}`,
    testMatch: files,
    workers: 1,
    use: {
      ...devices['Desktop Chrome'],
      channel: undefined,
      baseURL: `http://localhost:${String(PORTS[index])}`,
    },
  })),
  webServer: PORTS.map((PORT, index) => ({
    // The first server builds when the sources changed; the others wait for that build and serve it.
    command: `npx tsx scripts/start.ts --port ${String(PORT)} --strict-port --out-dir ${OUT_DIR}${index === 0 ? '' : ' --wait-for-build'}`,
    url: `http://localhost:${String(PORT)}/`,
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
    },
  })),
});
