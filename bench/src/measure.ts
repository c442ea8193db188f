import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  runs: number;
  p50: number;
  p95: number;
  mean: number;
}

/** Runs `once` sequentially `runs` times after `warmup` unmeasured runs; milliseconds. */
export async function measure(
  once: () => Promise<void>,
  runs: number,
  warmup = Math.ceil(runs / 10),
): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i++) await once();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await once();
    samples.push(performance.now() - start);
  }
  return summarize(samples);
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length) - 1;
  return sorted[Math.min(sorted.length - 1, Math.max(0, rank))]!;
}

export function summarize(samples: readonly number[]): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return {
    runs: samples.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    mean: samples.reduce((a, b) => a + b, 0) / (samples.length || 1),
  };
}
