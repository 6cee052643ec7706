import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { formatTable } from './app/figures.ts';
import { type Figure, figure, projectRoot, resultsDir } from './app/setup.ts';

/**
 * `npm run bench`: the gateway benchmark, the app benchmark and the analytics
 * benchmark, one after the other (the machine has two cores), then one summary table of every
 * figure and its goal, also written to bench/results/latest.json.
 */
let running: ChildProcess | null = null;

/** Runs a command, echoing its output; resolves with its stdout and exit code. */
async function run(command: string, args: string[]): Promise<{ stdout: string; code: number }> {
  console.log(`\n> ${command} ${args.join(' ')}\n`);
  const child = spawn(command, args, {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  running = child;
  let stdout = '';
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    process.stdout.write(chunk);
  });
  const [code] = (await once(child, 'exit')) as [number | null];
  running = null;
  return { stdout, code: code ?? 1 };
}

function numberAfter(text: string, pattern: RegExp): number | null {
  const match = pattern.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
}

function gatewayFigures(stdout: string): Figure[] {
  const httpLine = stdout.split('\n').find((line) => line.startsWith('gateway over HTTP')) ?? '';
  return [
    figure(
      'gateway-throughput',
      'Gateway: offers list requests/s over HTTP (concurrency 8)',
      numberAfter(stdout, /gateway throughput: ([\d.]+) req\/s/),
      'req/s',
      { text: '>= 2000', ok: (value) => value >= 2000 },
    ),
    figure(
      'gateway-p95',
      'Gateway: offers list p95 over HTTP',
      numberAfter(httpLine, /p95 ([\d.]+) ms/),
      'ms',
      null,
    ),
    figure(
      'gateway-ratio',
      'Gateway: time ratio gateway/direct SQL',
      numberAfter(stdout, /gateway\/direct time ratio: ([\d.]+)/),
      '',
      { text: '<= 1.5', ok: (value) => value <= 1.5 },
    ),
  ];
}

/** The last stdout line of bench:analytics is its JSON report. */
function analyticsFigures(stdout: string): Figure[] {
  const line = stdout.trim().split('\n').at(-1) ?? '';
  let timings: { name: string; medianMs: number | null; p95Ms: number | null }[] = [];
  try {
    timings = (JSON.parse(line) as { timings: typeof timings }).timings;
  } catch {
    // No report: the figures below say null.
  }
  const timing = (name: string) => timings.find((candidate) => candidate.name === name);
  return ['30', '90'].flatMap((days) => {
    const found = timing(`company summary, ${days} days`);
    return [
      figure(
        `analytics-company-${days}d`,
        `Analytics: company summary over 1M events, ${days} days, median`,
        found?.medianMs ?? null,
        'ms',
        { text: '< 200', ok: (value) => value < 200 },
      ),
      figure(
        `analytics-company-${days}d-p95`,
        `Analytics: company summary over 1M events, ${days} days, p95`,
        found?.p95Ms ?? null,
        'ms',
        null,
      ),
    ];
  });
}

interface AppReport {
  figures: Figure[];
  errors: Record<string, string>;
  measuredAt: string;
}

async function main(): Promise<number> {
  const started = performance.now();
  const appResults = join(resultsDir, 'app.json');
  // No stale figures: the app benchmark writes this file afresh or not at all.
  await rm(appResults, { force: true });
  const gateway = await run('npm', ['run', '--silent', 'bench:gateway']);
  const app = await run('npx', ['tsx', 'bench/app.bench.ts']);
  const analytics = await run('npm', ['run', '--silent', 'bench:analytics']);
  const appReport = await readFile(appResults, 'utf8').then(
    (text) => JSON.parse(text) as AppReport,
    () => null,
  );
  const figures = [
    ...gatewayFigures(gateway.stdout),
    ...(appReport?.figures ?? []),
    ...analyticsFigures(analytics.stdout),
  ];
  console.log(`\nSummary (npm run bench, ${((performance.now() - started) / 1000).toFixed(0)} s)\n`);
  const table = formatTable(figures);
  console.log(table);
  if (gateway.code !== 0) console.log(`\n  bench:gateway exited with ${gateway.code}`);
  if (app.code !== 0 || !appReport)
    console.log(`\n  bench/app.bench.ts exited with ${app.code}${appReport ? '' : ' and wrote no results'}`);
  await mkdir(resultsDir, { recursive: true });
  await writeFile(
    join(resultsDir, 'latest.json'),
    `${JSON.stringify({ measuredAt: new Date().toISOString(), table: table.split('\n'), figures, app: appReport }, null, 2)}\n`,
  );
  if (analytics.code !== 0) console.log(`\n  bench:analytics exited with ${analytics.code}`);
  console.log(`\nWritten to ${join('bench', 'results', 'latest.json')}`);
  return gateway.code === 0 && app.code === 0 && analytics.code === 0 && appReport ? 0 : 1;
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    running?.kill('SIGTERM');
    process.exitCode = 130;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    running?.kill('SIGTERM');
    process.exit(1);
  },
);
