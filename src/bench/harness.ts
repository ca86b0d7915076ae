/** Tiny benchmark helpers: figures are printed, never asserted (speed is measured, not tested). */
export interface LatencyFigures {
  runs: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
}

export function measureLatency(runs: number, body: (index: number) => void): LatencyFigures {
  for (let i = 0; i < Math.min(50, runs); i++) body(i); // warm-up
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    body(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return summarize(samples);
}

export async function measureLatencyAsync(
  runs: number,
  body: (index: number) => Promise<void>,
  warmUp = Math.min(20, runs),
): Promise<LatencyFigures> {
  for (let i = 0; i < warmUp; i++) await body(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    await body(i);
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return summarize(samples);
}

export function summarize(samples: number[]): LatencyFigures {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
  return {
    runs: samples.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: samples.reduce((sum, value) => sum + value, 0) / samples.length,
  };
}

export function formatLatency(label: string, figures: LatencyFigures): string {
  return `${label.padEnd(52)} p50 ${figures.p50Ms.toFixed(4)} ms  p99 ${figures.p99Ms.toFixed(4)} ms  (n=${figures.runs})`;
}

/** A section of `npm run bench`: prints its own lines. */
export interface BenchSection {
  name: string;
  run(): Promise<void>;
}
