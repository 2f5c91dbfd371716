import { setMaxListeners } from 'node:events';
import { type EndpointStats, type Summary, summarise, table } from './stats';

/** The value of a --name option as a whole number >= 1; exits with a message otherwise. */
export function positiveInt(name: string, value: string): number {
  const n = Number(value);
  if (Number.isInteger(n) && n >= 1) return n;
  console.error(`--${name} must be a positive whole number, got "${value}"`);
  process.exit(2);
}

/**
 * Undo steps run last-in first-out once (at the end, on failure and on Ctrl-C), and the signal Ctrl-C aborts.
 * `finish(main)` runs main, cleans up and exits with main's code.
 */
export function lifecycle() {
  const interrupt = new AbortController();
  setMaxListeners(0, interrupt.signal); // every waiting signup of the embedded run listens to it
  const cleanups: Array<() => Promise<unknown>> = [];
  let cleaning: Promise<void> | undefined;
  const cleanUp = () =>
    (cleaning ??= (async () => {
      for (const step of cleanups.reverse()) {
        await step().catch((error: Error) => console.error(`cleanup failed: ${error.message}`));
      }
    })());
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the load and the server, dropping the database`);
      interrupt.abort();
      void cleanUp().finally(() => process.exit(130));
    });
  }
  return {
    signal: interrupt.signal,
    onCleanup: (step: () => Promise<unknown>) => cleanups.push(step),
    async finish(main: () => Promise<number>): Promise<never> {
      let exitCode = 1;
      try {
        exitCode = await main();
      } catch (error) {
        if (!interrupt.signal.aborted) console.error(error);
      } finally {
        await cleanUp();
      }
      process.exit(exitCode);
    },
  };
}

export const ms = (n: number) => (Number.isNaN(n) ? '-' : n.toFixed(1));

/** Prints requests, errors, rate and latency percentiles per endpoint, and sample errors; returns the summaries. */
export function printEndpoints(stats: EndpointStats[]): Summary[] {
  const summaries = stats.map(summarise);
  console.log(
    table(
      ['endpoint', 'requests', 'errors', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms'],
      summaries.map((s) => [
        s.name,
        String(s.count),
        String(s.errors),
        s.rps.toFixed(1),
        ms(s.p50),
        ms(s.p95),
        ms(s.p99),
        ms(s.max),
      ]),
    ),
  );
  for (const s of stats.filter((e) => e.errorSamples.length > 0)) {
    console.log(`\nSample errors of ${s.name}:\n  ${s.errorSamples.join('\n  ')}`);
  }
  return summaries;
}
