/** Latency and throughput of an async operation run with a fixed concurrency. */
export interface LoadResult {
  requests: number;
  concurrency: number;
  seconds: number;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  meanMs: number;
}

function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? NaN;
}

/** Runs `operation` `requests` times with `concurrency` in flight; bounded by count, never open-ended. */
export async function runLoad(
  operation: () => Promise<void>,
  { requests, concurrency }: { requests: number; concurrency: number },
): Promise<LoadResult> {
  const latencies: number[] = [];
  let started = 0;
  const begin = performance.now();
  const worker = async () => {
    while (started < requests) {
      started += 1;
      const t0 = performance.now();
      await operation();
      latencies.push(performance.now() - t0);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - begin) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return {
    requests,
    concurrency,
    seconds,
    requestsPerSecond: requests / seconds,
    p50Ms: percentile(sorted, 0.5),
    p95Ms: percentile(sorted, 0.95),
    meanMs: latencies.reduce((sum, value) => sum + value, 0) / latencies.length,
  };
}

export function formatLoad(name: string, result: LoadResult): string {
  return `${name.padEnd(26)} p50 ${result.p50Ms.toFixed(2)} ms  p95 ${result.p95Ms.toFixed(2)} ms  ${result.requestsPerSecond.toFixed(0)} req/s  (${result.requests} requests, concurrency ${result.concurrency})`;
}
