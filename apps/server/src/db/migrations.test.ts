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
import { attempts, mistakes, questions, tests, users } from './schema';

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

const client = new PGlite({ extensions: { pg_trgm } });
const db = drizzle(client);
afterAll(() => client.close());

describe('migration 0019_mistakes', () => {
  it('fills mistakes from the wrong answers of the attempts submitted before it', async () => {
    await migrate(db, { migrationsFolder: migrationsBefore('0019_mistakes') });
    const [asha, ravi] = [newId(), newId()];
    await db.insert(users).values([
      { id: asha, name: 'Asha', mobile: '9000000001', notificationSettings: DEFAULT_NOTIFICATION_SETTINGS },
      { id: ravi, name: 'Ravi', mobile: '9000000002', notificationSettings: DEFAULT_NOTIFICATION_SETTINGS },
    ]);
    const test = newId();
    await db.insert(tests).values({ id: test, title: 'Mock 1', subject: 'Physics', examType: 'JEE' });
    const [q1, q2, q3, gone] = [newId(), newId(), newId(), newId()];
    await db.insert(questions).values(
      [q1, q2, q3, gone].map((id, i) => ({
        id,
        questionText: `Question ${i}`,
        options: ['A', 'B', 'C', 'D'],
        correctOption: 2,
        subject: 'Physics',
        deletedAt: id === gone ? new Date() : null,
      })),
    );
    const at = new Date('2026-03-01T10:00:00Z');
    const attempt = (userId: string, status: 'submitted' | 'in_progress', picks: Record<string, number | null>) => ({
      id: newId(),
      userId,
      testId: test,
      status,
      startedAt: at,
      expiresAt: at,
      submittedAt: status === 'submitted' ? at : null,
      questionIds: [q1, q2, q3, gone],
      optionOrders: [q1, q2, q3, gone].map(() => [0, 1, 2, 3]),
      answers: Object.fromEntries(Object.entries(picks).map(([id, o]) => [id, { o, t: 5 }])),
      totalQuestions: 4,
    });
    await db
      .insert(attempts)
      .values([
        attempt(asha, 'submitted', { [q1]: 0, [q2]: 2, [q3]: null, [gone]: 1 }),
        attempt(asha, 'submitted', { [q1]: 3, [q3]: 1 }),
        attempt(asha, 'in_progress', { [q2]: 0 }),
        attempt(ravi, 'submitted', { [q2]: 1, [q3]: 2 }),
      ]);

    await migrate(db, { migrationsFolder });

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
