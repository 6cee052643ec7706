import { writeFileSync } from 'node:fs';
import { CSP_REPORT_URI, cspReportFile, e2ePorts } from './csp-reports.ts';

/**
 * Before any test: the CSP report files start empty, and every server under
 * test (started by the webServers of playwright.config.ts, or existing ones
 * on the ports) must report violations there, or the teardown's check would
 * pass without having looked.
 */
export default async function globalSetup(): Promise<void> {
  for (const port of e2ePorts()) {
    writeFileSync(cspReportFile(port), '');
    const response = await fetch(`http://localhost:${String(port)}/`);
    const policy = response.headers.get('content-security-policy') ?? '';
    if (!policy.includes(CSP_REPORT_URI)) {
      throw new Error(
        `The app on port ${String(port)} sends no CSP that reports violations (${policy || 'no CSP at all'}). ` +
          'Stop that server so the browser tests start their own (npm start with ORDNING_CSP_REPORT_FILE), ' +
          'or pick other ports with E2E_PORT.',
      );
    }
  }
}
