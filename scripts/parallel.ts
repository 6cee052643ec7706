import { spawn } from 'node:child_process';

/**
 * Runs shell commands side by side and fails when any of them fails:
 * `tsx scripts/parallel.ts "npm run lint:eslint" "npm run lint:prettier && npm run typecheck"`.
 * `npm test` uses it for the checks that each keep one core busy (ESLint's
 * typed rules alone take about a minute on one core of the 2-core runner).
 * Each command's output is printed in one piece when it ends, so the two
 * logs never interleave.
 */
interface Outcome {
  command: string;
  code: number;
  output: string;
  seconds: number;
}

function run(command: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    const chunks: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.on('close', (code) => {
      resolve({
        command,
        code: code ?? 1,
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      });
    });
  });
}

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: tsx scripts/parallel.ts "<command>" ["<command>" ...]');
  process.exit(2);
}
const outcomes = await Promise.all(
  commands.map((command) =>
    run(command).then((outcome) => {
      const status = outcome.code === 0 ? 'ok' : `failed with exit code ${outcome.code}`;
      process.stdout.write(`\n> ${command} (${outcome.seconds.toFixed(0)} s, ${status})\n${outcome.output}`);
      return outcome;
    }),
  ),
);
process.exit(outcomes.some((outcome) => outcome.code !== 0) ? 1 : 0);
