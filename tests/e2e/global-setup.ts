import { writeFileSync } from 'node:fs';
import { CSP_REPORT_URI, cspReportFile, e2ePort } from './csp-reports.ts';

/**
 * Before any test: the CSP report file starts empty, and the server under
 * test (started by the webServer of playwright.config.ts, or an existing one
 * on the port) must report violations there, or the teardown's check would
 * pass without having looked.
 */
export default async function globalSetup(): Promise<void> {
  writeFileSync(cspReportFile(e2ePort()), '');
  const response = await fetch(`http://localhost:${String(e2ePort())}/`);
  const policy = response.headers.get('content-security-policy') ?? '';
  if (!policy.includes(CSP_REPORT_URI)) {
    throw new Error(
      `The app on port ${String(e2ePort())} sends no CSP that reports violations (${policy || 'no CSP at all'}). ` +
        'Stop that server so the browser tests start their own (npm start with ORDNING_CSP_REPORT_FILE), ' +
        'or pick another port with E2E_PORT.',
    );
  }
}
