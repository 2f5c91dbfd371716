import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { DEFAULT_NOTIFICATION_SETTINGS } from '@mockprep/contract';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { newId } from '../lib/ids';
import { attempts, mistakes } from './schema';

const migrationsFolder = new URL('./migrations', import.meta.url).pathname;

/** A copy of the migrations that stops before the one tagged `tag`. */
function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'mockprep-migrations-'));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag === tag);
  if (at < 0) throw new Error(`no migration ${tag}`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, at) }));
  return folder;
}

const clients: PGlite[] = [];
afterAll(() => Promise.all(clients.map((c) => c.close())));

/** A new embedded database, migrated up to (not including) `tag`. */
async function databaseBefore(tag: string) {
  const client = new PGlite({ extensions: { pg_trgm } });
  clients.push(client);
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore(tag) });
  /** Rows written in SQL by column name, as the tables were then (the schema in code is the newest). */
  const insert = async (table: string, rows: Record<string, unknown>[]) => {
    for (const row of rows) {
      const columns = Object.keys(row);
      const values = columns.map((c) => {
        const v = row[c];
        return v !== null && typeof v === 'object' && !(v instanceof Date) ? JSON.stringify(v) : v;
      });
      await client.query(
        `insert into "${table}" (${columns.map((c) => `"${c}"`).join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
        values,
      );
    }
  };
  return { client, db, insert, migrateAll: () => migrate(db, { migrationsFolder }) };
}

const user = (id: string, name: string, mobile: string) => ({
  id,
  name,
  mobile,
  notification_settings: DEFAULT_NOTIFICATION_SETTINGS,
});

describe('migration 0019_mistakes', () => {
  it('fills mistakes from the wrong answers of the attempts submitted before it', async () => {
    const { db, insert, migrateAll } = await databaseBefore('0019_mistakes');
    const [asha, ravi] = [newId(), newId()];
    await insert('users', [user(asha, 'Asha', '9000000001'), user(ravi, 'Ravi', '9000000002')]);
    const test = newId();
    await insert('tests', [{ id: test, title: 'Mock 1', subject: 'Physics', exam_type: 'JEE' }]);
    const [q1, q2, q3, gone] = [newId(), newId(), newId(), newId()];
    await insert(
      'questions',
      [q1, q2, q3, gone].map((id, i) => ({
        id,
        question_text: `Question ${i}`,
        options: ['A', 'B', 'C', 'D'],
        correct_option: 2,
        subject: 'Physics',
        deleted_at: id === gone ? new Date() : null,
      })),
    );
    const at = new Date('2026-03-01T10:00:00Z');
    const attempt = (userId: string, status: 'submitted' | 'in_progress', picks: Record<string, number | null>) => ({
      id: newId(),
      user_id: userId,
      test_id: test,
      status,
      started_at: at,
      expires_at: at,
      submitted_at: status === 'submitted' ? at : null,
      question_ids: [q1, q2, q3, gone],
      option_orders: [q1, q2, q3, gone].map(() => [0, 1, 2, 3]),
      answers: Object.fromEntries(Object.entries(picks).map(([id, o]) => [id, { o, t: 5 }])),
      total_questions: 4,
    });
    await insert('attempts', [
      attempt(asha, 'submitted', { [q1]: 0, [q2]: 2, [q3]: null, [gone]: 1 }),
      attempt(asha, 'submitted', { [q1]: 3, [q3]: 1 }),
      attempt(asha, 'in_progress', { [q2]: 0 }),
      attempt(ravi, 'submitted', { [q2]: 1, [q3]: 2 }),
    ]);

    await migrateAll();

    const rows = await db.select().from(mistakes);
    const sorted = (list: { userId: string; questionId: string; times: number }[]) =>
      list.map((r) => `${r.userId} ${r.questionId} ${r.times}`).sort();
    expect(sorted(rows)).toEqual(
      sorted([
        { userId: asha, questionId: q1, times: 2 },
        { userId: asha, questionId: q3, times: 1 },
        { userId: ravi, questionId: q2, times: 1 },
      ]),
    );
  });
});

describe('migration 0020_exam_sections', () => {
  it('gives attempts made before sections their marks out of one per question: scores and ranks stay exact', async () => {
    const { db, insert, migrateAll } = await databaseBefore('0020_exam_sections');
    const [asha, ravi] = [newId(), newId()];
    await insert('users', [user(asha, 'Asha', '9000000011'), user(ravi, 'Ravi', '9000000012')]);
    const test = newId();
    await insert('tests', [{ id: test, title: 'Mock 2', subject: 'Chemistry', exam_type: 'JEE' }]);
    const at = new Date('2026-03-01T10:00:00Z');
    const submitted = (userId: string, correct: number, timeTaken: number) => ({
      id: newId(),
      user_id: userId,
      test_id: test,
      status: 'submitted',
      started_at: at,
      expires_at: at,
      submitted_at: at,
      question_ids: [],
      option_orders: [],
      correct_count: correct,
      incorrect_count: 8 - correct,
      total_questions: 8,
      score: (correct / 8) * 100,
      time_taken: timeTaken,
      is_counted: true,
    });
    await insert('attempts', [submitted(asha, 6, 300), submitted(ravi, 3, 200)]);

    await migrateAll();

    const rows = await db.select().from(attempts);
    const byUser = (id: string) => rows.find((r) => r.userId === id);
    expect(byUser(asha)).toMatchObject({ marks: 6, maxMarks: 8, score: 75, layout: null, isCounted: true });
    expect(byUser(ravi)).toMatchObject({ marks: 3, maxMarks: 8, score: 37.5, layout: null });
    const [test0] = (await db.execute(`select sections from tests where id = '${test}'`)).rows as {
      sections: unknown;
    }[];
    expect(test0?.sections).toBeNull();
  });
});

describe('migration 0028_counters_unsharded_times', () => {
  it("sums each (score, minute) and (score, second) count's shards into one row", async () => {
    const { client, insert, migrateAll } = await databaseBefore('0028_counters_unsharded_times');
    const [test, other] = [newId(), newId()];
    const count = (testId: string, score: number, shard: number, n: number) => ({
      test_id: testId,
      period: 'all',
      score,
      shard,
      n,
    });
    const minutes = [
      { ...count(test, 75, 0, 2), minute: 4 },
      { ...count(test, 75, 5, 3), minute: 4 },
      { ...count(test, 75, 1, 1), minute: 5 },
      { ...count(other, 75, 5, 7), minute: 4 },
    ];
    const times = [
      { ...count(test, 75, 2, 1), time_taken: 250 },
      { ...count(test, 75, 7, 4), time_taken: 250 },
      { ...count(test, 50, 7, 1), time_taken: 250 },
    ];
    await insert('leaderboard_minutes', minutes);
    await insert('leaderboard_times', times);

    await migrateAll();

    const rows = async (table: string, last: string) =>
      (
        await client.query<Record<string, unknown>>(
          `select test_id, score, ${last} as at, n from ${table} order by test_id = '${test}' desc, score desc, ${last}`,
        )
      ).rows;
    expect(await rows('leaderboard_minutes', 'minute')).toEqual([
      { test_id: test, score: 75, at: 4, n: 5 },
      { test_id: test, score: 75, at: 5, n: 1 },
      { test_id: other, score: 75, at: 4, n: 7 },
    ]);
    expect(await rows('leaderboard_times', 'time_taken')).toEqual([
      { test_id: test, score: 75, at: 250, n: 5 },
      { test_id: test, score: 50, at: 250, n: 1 },
    ]);
  });
});
