import {
  type AttemptedTestPage,
  type AttemptPage,
  type AttemptStats,
  type AttemptSummary,
  PAGING_MSG,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { attempts } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

/** Submitted attempts of `userId`, oldest first, with these scores, spread over `testIds` in turn. */
async function submitted(userId: string, testIds: string[], scores: number[]) {
  const at = new Date('2026-03-01T10:00:00Z');
  const rows = scores.map((score, i) => ({
    id: newId(),
    userId,
    testId: testIds[i % testIds.length] as string,
    status: 'submitted' as const,
    startedAt: at,
    expiresAt: at,
    submittedAt: new Date(at.getTime() + i * 60_000),
    questionIds: [],
    optionOrders: [],
    totalQuestions: 4,
    correctCount: Math.round(score / 25),
    score,
    accuracy: score / 2,
    timeTaken: 60 + i,
  }));
  await t.db.insert(attempts).values(rows);
  return rows;
}

async function student(tests: number, scores: number[]) {
  const tag = `Tag${Math.random().toString(36).slice(2, 8)}`;
  const made = await Promise.all(
    Array.from({ length: tests }, (_, i) => t.createTest({ title: `${tag} Paper ${i + 1}`, subject: `Subject ${i}` })),
  );
  const [me] = await t.quickStudents(1);
  if (!me) throw new Error('no student');
  const rows = await submitted(
    me.user.id,
    made.map((m) => m.test.id),
    scores,
  );
  return { ...me, tag, tests: made.map((m) => m.test), rows };
}

const list = (token: string, query: string) => t.call<AttemptPage>('GET', `/api/attempts/user?${query}`, { token });

/** Every entry of the list, page after page. */
async function everyPage(token: string, query: string): Promise<AttemptSummary[]> {
  const seen: AttemptSummary[] = [];
  let cursor = '';
  do {
    const page = (await list(token, `${query}${cursor ? `&cursor=${cursor}` : ''}`)).body.data;
    seen.push(...page.entries);
    cursor = page.nextCursor ?? '';
  } while (cursor);
  return seen;
}

describe('GET /api/attempts/user', () => {
  it('pages the submitted attempts newest first with their total, summary columns only', async () => {
    const me = await student(
      3,
      Array.from({ length: 25 }, (_, i) => (i * 37) % 101),
    );
    const first = await list(me.token, 'limit=10');
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ total: 25, nextCursor: expect.any(String) });
    expect(first.body.data.entries).toHaveLength(10);
    expect(JSON.stringify(first.body.data)).not.toMatch(/"answers"|questionIds|optionOrders/);

    const second = (await list(me.token, `limit=10&cursor=${first.body.data.nextCursor}`)).body.data;
    const third = (await list(me.token, `limit=10&cursor=${second.nextCursor}`)).body.data;
    expect([second.entries.length, third.entries.length, third.nextCursor]).toEqual([10, 5, null]);
    const ids = [...first.body.data.entries, ...second.entries, ...third.entries].map((a) => a._id);
    expect(ids).toEqual(me.rows.map((r) => r.id).reverse());

    const past = (await list(me.token, `limit=10&cursor=${ids.at(-1)}`)).body.data;
    expect(past).toEqual({ entries: [], nextCursor: null });
    expect((await list(me.token, '')).body.data.entries).toHaveLength(20);
  });

  it('sorts by best score across pages and searches title or subject', async () => {
    const me = await student(2, [40, 90, 55, 90, 10, 75, 62]);
    const best = await everyPage(me.token, 'sort=best&limit=3');
    const expected = [...me.rows].sort((a, b) => b.score - a.score || (b.id > a.id ? 1 : -1)).map((r) => r.id);
    expect(best.map((a) => a._id)).toEqual(expected);

    const paper2 = (await list(me.token, `search=${me.tag.toLowerCase()}%20paper%202`)).body.data;
    expect(paper2.total).toBe(3);
    expect(paper2.entries.every((a) => a.test._id === me.tests[1]?.id)).toBe(true);
    expect((await list(me.token, 'search=subject%200')).body.data.total).toBe(4);
    expect((await list(me.token, 'search=100%25')).body.data).toEqual({ entries: [], nextCursor: null, total: 0 });
  });

  it('answers 400 with a readable message for a bad limit, cursor or sort', async () => {
    const [me] = await t.quickStudents(1);
    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
      ['sort=worst', 'Sort must be all, recent or best'],
    ] as const) {
      const res = await list(me?.token as string, query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });

  it('reads a page in the same number of queries whatever its size', async () => {
    const me = await student(
      4,
      Array.from({ length: 60 }, (_, i) => i),
    );
    const small = await t.countQueries(() => list(me.token, 'limit=2'));
    const large = await t.countQueries(() => list(me.token, 'limit=60'));
    expect(large.result.body.data.entries).toHaveLength(60);
    expect(large.queries).toBe(small.queries);
    expect(small.queries).toBeLessThanOrEqual(5);
  });
});

describe('GET /api/attempts/summary', () => {
  it('equals a recount of every attempt, and is zeros for a new student', async () => {
    const scores = Array.from({ length: 130 }, (_, i) => (i * 53) % 100);
    const me = await student(3, scores);
    const { result, queries } = await t.countQueries(() =>
      t.call<AttemptStats>('GET', '/api/attempts/summary', { token: me.token }),
    );
    const all = await everyPage(me.token, 'limit=100');
    const mean = (values: number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
    expect(all).toHaveLength(130);
    expect(result.body.data.testsTaken).toBe(all.length);
    expect(result.body.data.averageScore).toBeCloseTo(mean(all.map((a) => a.score)), 6);
    expect(result.body.data.averageAccuracy).toBeCloseTo(mean(all.map((a) => a.accuracy)), 6);
    expect(result.body.data.bestScore).toBe(Math.max(...all.map((a) => a.score)));
    expect(queries).toBeLessThanOrEqual(4);

    const [fresh] = await t.quickStudents(1);
    const none = await t.call<AttemptStats>('GET', '/api/attempts/summary', { token: fresh?.token });
    expect(none.body.data).toEqual({ testsTaken: 0, averageScore: 0, averageAccuracy: 0, bestScore: 0 });
  });
});

describe('GET /api/attempts/tests', () => {
  it('pages the tests attempted, the latest first, with their attempts summed up', async () => {
    const me = await student(5, [10, 20, 30, 40, 50, 60, 70, 80, 90, 15, 25]);
    const tests = (query: string) =>
      t.call<AttemptedTestPage>('GET', `/api/attempts/tests?${query}`, { token: me.token });
    const first = (await tests('limit=2')).body.data;
    expect(first.total).toBe(5);
    const second = (await tests(`limit=2&cursor=${first.nextCursor}`)).body.data;
    const third = (await tests(`limit=2&cursor=${second.nextCursor}`)).body.data;
    expect(third.nextCursor).toBeNull();
    const entries = [...first.entries, ...second.entries, ...third.entries];
    // Attempts went to tests 0..4 in turn: the last ones (scores 90, 15, 25) to tests 3, 4 and 0.
    expect(entries.map((e) => e.test._id)).toEqual([0, 4, 3, 2, 1].map((i) => me.tests[i]?.id));
    expect(entries[0]).toMatchObject({ attempts: 3, bestScore: 60, lastScore: 25, lastAttemptId: me.rows[10]?.id });
    expect(entries[1]).toMatchObject({ attempts: 2, bestScore: 50, lastScore: 15 });
    expect(entries[2]).toMatchObject({ attempts: 2, bestScore: 90, lastScore: 90 });
    expect((await tests(`cursor=${entries.at(-1)?.lastAttemptId}`)).body.data.entries).toEqual([]);
    expect((await tests('limit=101')).body.message).toBe(PAGING_MSG.limit);

    const small = await t.countQueries(() => tests('limit=1'));
    const large = await t.countQueries(() => tests('limit=5'));
    expect(large.queries).toBe(small.queries);
  });
});
