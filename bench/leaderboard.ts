import { randomUUID } from 'node:crypto';
/**
 * Leaderboard benchmark: 1,000,000 counted attempts of one test and 10,000 for each of 100 other tests in a
 * throw-away PostgreSQL database, then 2,000 random lookups of each kind through the server's own code, next
 * to the plain count(*) design it replaces. Usage: npm run bench:leaderboard -- [--attempts 1000000]
 * [--other-tests 100] [--per-other-test 10000] [--lookups 2000]
 */
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client';
import { oneStatement } from '../apps/server/src/db/one-statement';
import { attempts, tests, type UserRow } from '../apps/server/src/db/schema';
import { valuesOf } from '../apps/server/src/db/statement-input';
import { systemClock } from '../apps/server/src/lib/clock';
import {
  countAttemptStatements,
  counterChange,
  rebuildCounters,
  standingOf,
} from '../apps/server/src/modules/leaderboard/repo';
import { makeDomainServices } from '../apps/server/src/services';
import { createDatabase } from './lib/database';
import { percentile, table } from './lib/stats';

const TARGET_LOOKUP_P99_MS = 5;
const TARGET_SUBMIT_EXTRA_P99_MS = 2;

const { values: args } = parseArgs({
  options: {
    attempts: { type: 'string', default: '1000000' },
    'other-tests': { type: 'string', default: '100' },
    'per-other-test': { type: 'string', default: '10000' },
    lookups: { type: 'string', default: '2000' },
    'baseline-lookups': { type: 'string', default: '200' },
  },
});
const size = {
  attempts: Number(args.attempts),
  otherTests: Number(args['other-tests']),
  perOtherTest: Number(args['per-other-test']),
  lookups: Number(args.lookups),
  baselineLookups: Number(args['baseline-lookups']),
};

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const target = await createDatabase(serverUrl);
const database = openDatabase({ url: target.url, dataDir: '', poolSize: 4 });
const { db } = database;
const log = (line: string) => console.log(`[${new Date().toISOString().slice(11, 19)}] ${line}`);

async function timed(label: string, work: () => Promise<unknown>) {
  const started = performance.now();
  await work();
  log(`${label} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs `work` for each input one after another and returns the latencies in ms. */
async function measure<T>(inputs: T[], work: (input: T) => Promise<unknown>): Promise<number[]> {
  const latencies: number[] = [];
  for (const input of inputs) {
    const started = performance.now();
    await work(input);
    latencies.push(performance.now() - started);
  }
  return latencies.sort((a, b) => a - b);
}

const row = (name: string, ms: number[], target?: number) => [
  name,
  String(ms.length),
  percentile(ms, 50).toFixed(2),
  percentile(ms, 95).toFixed(2),
  percentile(ms, 99).toFixed(2),
  (ms.at(-1) ?? 0).toFixed(2),
  target === undefined ? '' : percentile(ms, 99) < target ? 'ok' : 'MISSED',
];

try {
  await database.migrate();
  log(`database ${target.name}: loading ${size.attempts} + ${size.otherTests} x ${size.perOtherTest} counted attempts`);
  const testCount = size.otherTests + 1;
  await timed('tests and students', async () => {
    await db.execute(sql`insert into tests (id, title, subject, exam_type, duration)
      select gen_random_uuid(), 'Bench test ' || n, 'Physics', 'JEE', 60 from generate_series(1, ${testCount}) n`);
    await db.execute(sql`insert into users (id, name, notification_settings)
      select gen_random_uuid(), 'Student ' || n, '{}'::jsonb from generate_series(1, ${size.attempts}) n`);
  });
  const insertAttempts = (testFilter: ReturnType<typeof sql>, perTest: number) =>
    db.execute(sql`
      with s as (select id, row_number() over () as k from users limit ${perTest}),
           t as (select id from tests where ${testFilter})
      insert into attempts (id, user_id, test_id, status, started_at, expires_at, submitted_at, question_ids,
        option_orders, total_questions, correct_count, score, accuracy, time_taken, is_counted, period_day, period_week)
      select gen_random_uuid(), s.id, t.id, 'submitted', x.at - interval '1 hour', x.at, x.at, '[]', '[]', 50, x.c,
        x.c * 2, x.c * 2, x.tt, true, (x.at at time zone 'Asia/Kolkata')::date,
        date_trunc('week', x.at at time zone 'Asia/Kolkata')::date
      from s cross join t cross join lateral (select floor(random() * 51)::int as c,
        600 + floor(random() * 3000)::int as tt, now() - random() * interval '30 days' as at, s.k) x`);
  await timed(`${size.attempts} attempts of the big test`, () =>
    insertAttempts(sql`title = 'Bench test 1'`, size.attempts),
  );
  await timed(`${size.otherTests * size.perOtherTest} attempts of the other tests`, () =>
    insertAttempts(sql`title <> 'Bench test 1'`, size.perOtherTest),
  );
  await timed('counters rebuilt (npm run leaderboard:rebuild does the same)', () => rebuildCounters(db));
  await timed('analyze', () => db.execute(sql`analyze`));

  const [big] = await db.select({ id: tests.id }).from(tests).where(eq(tests.title, 'Bench test 1'));
  const testId = big?.id as string;
  const picks = await db
    .select({ userId: attempts.userId, score: attempts.score, timeTaken: attempts.timeTaken })
    .from(attempts)
    .where(eq(attempts.testId, testId))
    .orderBy(sql`random()`)
    .limit(size.lookups);
  const students = picks.map((p) => ({ id: p.userId, role: 'user' }) as UserRow);
  const { leaderboard } = makeDomainServices({ db, clock: systemClock });
  log(`measuring ${size.lookups} lookups of each kind on the test with ${size.attempts} attempts`);

  const rank = await measure(picks, (p) => standingOf(db, testId, 'all', p.score, p.timeTaken));
  const topAll = await measure(students, (s) => leaderboard.topOfTest(s, testId, 'all', 50));
  const topWeek = await measure(students, (s) => leaderboard.topOfTest(s, testId, 'weekly', 50));
  const own = await measure(students, (s) => leaderboard.ownEntry(s, testId, 'all'));
  const page = await measure(students.slice(0, 500), (s) => leaderboard.forTest(s, testId, 'all', 50));
  // The counters' share of a submission: their upserts as parts of the submission's one statement (rolled back here).
  const extra: number[] = [];
  for (const p of picks) {
    const counted = {
      id: randomUUID(),
      testId,
      score: p.score,
      timeTaken: p.timeTaken,
      periodDay: '2026-11-21',
      periodWeek: '2026-11-16',
    };
    await db
      .transaction(async (tx) => {
        const started = performance.now();
        await tx.execute(oneStatement(countAttemptStatements(valuesOf(counterChange(counted, 1)), sql`true`)));
        extra.push(performance.now() - started);
        tx.rollback();
      })
      .catch(() => undefined);
  }
  extra.sort((a, b) => a - b);

  log(`baseline: the same lookups with count(*) over the attempts (${size.baselineLookups} of each)`);
  const baseline = picks.slice(0, size.baselineLookups);
  const countRank = await measure(baseline, (p) =>
    db.execute(sql`select count(*) filter (where score > ${p.score} or (score = ${p.score} and time_taken < ${p.timeTaken})),
      count(*) filter (where score <= ${p.score}), count(*) from attempts where test_id = ${testId} and is_counted`),
  );
  const scanWeek = await measure(baseline, () =>
    db.execute(sql`select id from attempts where test_id = ${testId} and is_counted
      and submitted_at >= date_trunc('week', now() at time zone 'Asia/Kolkata') at time zone 'Asia/Kolkata'
      order by score desc, time_taken, submitted_at limit 50`),
  );

  console.log(
    `\n${table(
      ['lookup', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', `target`],
      [
        row('rank + percentile of one attempt', rank, TARGET_LOOKUP_P99_MS),
        row('top-50 all time', topAll, TARGET_LOOKUP_P99_MS),
        row('top-50 this week', topWeek, TARGET_LOOKUP_P99_MS),
        row("student's own entry (with rank)", own, TARGET_LOOKUP_P99_MS),
        row('whole page (test, top-50, summary, own)', page),
        row('submission: extra cost of the counters', extra, TARGET_SUBMIT_EXTRA_P99_MS),
        row('baseline: rank by count(*)', countRank),
        row('baseline: top-50 this week by submitted_at', scanWeek),
      ],
    )}\n`,
  );
  const missed = [rank, topAll, topWeek, own].some((ms) => percentile(ms, 99) >= TARGET_LOOKUP_P99_MS);
  const slowSubmit = percentile(extra, 99) >= TARGET_SUBMIT_EXTRA_P99_MS;
  console.log(
    missed || slowSubmit
      ? 'verdict: target MISSED (p99 < 5 ms per lookup, < 2 ms extra per submission)'
      : 'verdict: target met (p99 < 5 ms per lookup, < 2 ms extra per submission)',
  );
  process.exitCode = missed || slowSubmit ? 1 : 0;
} finally {
  await database.close();
  await target.drop();
}
