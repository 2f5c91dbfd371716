/** Latencies and errors of one endpoint. */
export class EndpointStats {
  readonly latencies: number[] = [];
  /** When each request was sent (performance.now()), in the order of `latencies`. */
  readonly sentAt: number[] = [];
  readonly errorSamples: string[] = [];
  errors = 0;
  private first = Number.POSITIVE_INFINITY;
  private last = 0;

  constructor(readonly name: string) {}

  /** One finished request: when it was sent (performance.now()), how long it took, and an error if it failed. */
  record(sentAt: number, ms: number, error?: string) {
    this.latencies.push(ms);
    this.sentAt.push(sentAt);
    this.first = Math.min(this.first, sentAt);
    this.last = Math.max(this.last, sentAt + ms);
    if (error === undefined) return;
    this.errors += 1;
    if (this.errorSamples.length < 3) this.errorSamples.push(error.slice(0, 300));
  }

  /** When the first request was sent (performance.now()). */
  get firstSentAt(): number {
    return this.first;
  }

  /** Requests per second from the first request sent to the last response received. */
  throughput(): number {
    const seconds = (this.last - this.first) / 1000;
    return seconds > 0 ? this.latencies.length / seconds : 0;
  }
}

/** Nearest-rank percentile of ascending values (p in 0..100). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}

export type Summary = {
  name: string;
  count: number;
  errors: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

export function summarise(stats: EndpointStats): Summary {
  const sorted = [...stats.latencies].sort((a, b) => a - b);
  return {
    name: stats.name,
    count: sorted.length,
    errors: stats.errors,
    rps: stats.throughput(),
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** A plain text table: first column left-aligned, the others right-aligned. */
export function table(header: string[], rows: string[][]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * p99 per window of `seconds` from the first request sent, one column per endpoint (by when requests were sent): a
 * burst's slow first seconds show apart from the steady state that follows.
 */
export function timeline(stats: EndpointStats[], seconds: number): string {
  const start = Math.min(...stats.map((s) => s.firstSentAt));
  const windows = stats.map((s) => {
    const byWindow = new Map<number, number[]>();
    s.sentAt.forEach((sentAt, i) => {
      const window = Math.floor((sentAt - start) / (seconds * 1000));
      const latencies = byWindow.get(window) ?? [];
      latencies.push(s.latencies[i] as number);
      byWindow.set(window, latencies);
    });
    return byWindow;
  });
  const last = Math.max(...windows.flatMap((byWindow) => [...byWindow.keys()]));
  const rows = Array.from({ length: last + 1 }, (_, window) => [
    `${window * seconds}-${(window + 1) * seconds} s`,
    ...windows.map((byWindow) => {
      const latencies = byWindow.get(window);
      return latencies
        ? percentile(
            latencies.sort((a, b) => a - b),
            99,
          ).toFixed(0)
        : '';
    }),
  ]);
  return table(['sent', ...stats.map((s) => s.name.replace('/api/attempts', '…'))], rows);
}
