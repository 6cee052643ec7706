import { existsSync, readFileSync } from 'node:fs';
import { cspReportFile, e2ePort } from './csp-reports.ts';

interface CspReport {
  'csp-report'?: {
    'document-uri'?: string;
    'effective-directive'?: string;
    'blocked-uri'?: string;
    'script-sample'?: string;
    'source-file'?: string;
    'line-number'?: number;
  };
}

function describeReport(line: string): string {
  try {
    const report = (JSON.parse(line) as CspReport)['csp-report'] ?? {};
    const where = report['source-file']
      ? ` at ${report['source-file']}:${String(report['line-number'])}`
      : '';
    return `${report['effective-directive'] ?? '?'} blocked ${report['blocked-uri'] || 'inline'} on ${
      report['document-uri'] ?? '?'
    }${where}${report['script-sample'] ? ` (${report['script-sample']})` : ''}`;
  } catch {
    return line.slice(0, 300);
  }
}

/**
 * After every test: the run fails when the browser reported any Content
 * Security Policy violation, wherever in the suite it happened. The CSP is
 * enforced, so a violation is something the app tried to do and could not.
 */
export default function globalTeardown(): void {
  const file = cspReportFile(e2ePort());
  const lines = existsSync(file)
    ? readFileSync(file, 'utf8')
        .split('\n')
        .filter((line) => line.trim() !== '')
    : [];
  if (lines.length === 0) {
    console.log('CSP: no violations reported during the browser tests.');
    return;
  }
  const listed = lines.slice(0, 20).map((line) => `  - ${describeReport(line)}`);
  throw new Error(
    `The browser reported ${String(lines.length)} Content Security Policy violation(s):\n${listed.join('\n')}`,
  );
}
