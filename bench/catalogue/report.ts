import { ms } from '../lib/cli';
import type { EndpointStats } from '../lib/stats';
import { summarise, table } from '../lib/stats';
import type { Shape } from './measure';

/** The issue's targets on this 2-core machine at full size. */
export const TARGETS = {
  pageP99Ms: 100,
  pageP99MaxMs: 300,
  searchP99Ms: 150,
  pageItems: 100,
  pageBytes: 100 * 1024,
  healthP99Ms: 50,
  studentTestsP99Ms: 200,
  rssMiB: 400,
} as const;

/** What a row is held to: a list page, a search, or one p99 limit (the isolation rows). */
export type Kind = 'page' | 'search' | { p99Ms: number; label: string };

export type Row = { kind: Kind; stats: EndpointStats; shape?: Shape | undefined; note?: string };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

function judge(row: Row): { target: string; verdict: string } {
  const s = summarise(row.stats);
  const misses: string[] = [];
  if (s.errors > 0) misses.push(`${s.errors} errors`);
  let target: string;
  let warn = false;
  if (typeof row.kind === 'object') {
    target = `${row.kind.label} p99 < ${row.kind.p99Ms}`;
    if (!(s.p99 < row.kind.p99Ms)) misses.push('p99');
  } else {
    const limit = row.kind === 'search' ? TARGETS.searchP99Ms : TARGETS.pageP99Ms;
    target = `p99 < ${limit}${row.kind === 'page' ? ` (${TARGETS.pageP99MaxMs})` : ''}, <= ${TARGETS.pageItems}, ${kb(TARGETS.pageBytes)} KB`;
    if (row.kind === 'page' && s.p99 >= limit && s.p99 < TARGETS.pageP99MaxMs) warn = true;
    else if (!(s.p99 < limit)) misses.push('p99');
    if (row.shape && row.shape.items > TARGETS.pageItems) misses.push('items');
    if (row.shape && row.shape.bytes > TARGETS.pageBytes) misses.push('bytes');
  }
  if (s.count === 0) return { target, verdict: `FAIL (${row.note ?? 'not measured'})` };
  const verdict = misses.length > 0 ? `FAIL (${misses.join(', ')})` : warn ? 'PASS (over 100, under 300)' : 'PASS';
  return { target, verdict };
}

/** Prints the table of every row beside its target; returns whether every row passed. */
export function printReport(rows: Row[]): boolean {
  let allPass = true;
  const cells = rows.map((row) => {
    const s = summarise(row.stats);
    const { target, verdict } = judge(row);
    if (verdict.startsWith('FAIL')) allPass = false;
    const shape = row.shape;
    return [
      s.name,
      String(s.count),
      String(s.errors),
      ms(s.p50),
      ms(s.p99),
      shape ? String(shape.items) : '-',
      shape ? kb(shape.bytes) : '-',
      row.note ?? (shape ? (shape.paged ? 'paged' : 'not paged') : ''),
      target,
      verdict,
    ];
  });
  console.log(
    table(['request', 'n', 'errors', 'p50 ms', 'p99 ms', 'items', 'KB', 'shape', 'target', 'verdict'], cells),
  );
  for (const row of rows.filter((r) => r.stats.errorSamples.length > 0)) {
    console.log(`\nSample errors of ${row.stats.name}:\n  ${row.stats.errorSamples.join('\n  ')}`);
  }
  return allPass;
}
