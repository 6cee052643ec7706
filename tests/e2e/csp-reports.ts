import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the preview server started for the browser tests appends every CSP
 * violation report it receives (ORDNING_CSP_REPORT_FILE, see
 * scripts/vite-security-headers.ts). One file per port, so parallel runs on
 * other ports (E2E_PORT) keep theirs apart.
 */
export function cspReportFile(port: number): string {
  return join(tmpdir(), `ordning-csp-reports-${String(port)}.jsonl`);
}

/** The server's answers carry a CSP that reports here (the collector path of the preview server). */
export const CSP_REPORT_URI = 'report-uri /__csp-report';

export function e2ePort(): number {
  return Number(process.env.E2E_PORT ?? 4173);
}
