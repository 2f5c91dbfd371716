import { type AdminTest, type AdminTestPage, MSG, PAGING_MSG, TEST_MSG } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
/** Unique to this run: every test made here carries it in its title, so searches see only them. */
const tag = `cat${Math.random().toString(36).slice(2, 8)}`;

const list = (query: string) => t.call<AdminTestPage>('GET', `/api/admin/tests?${query}`, { token: admin });
const page = async (query: string) => (await list(query)).body.data;
const titled = (text: string, extra = '') => page(`search=${encodeURIComponent(text)}&limit=100${extra}`);

beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'tests-list-secret' });
  admin = (await makeAdmin(t, 'tests-list-secret')).token;
});
afterAll(() => t.close());

describe('GET /api/admin/tests: pages of the tests', () => {
  it('pages newest first with a total; the cursor leads to the next page; past the end is an empty page', async () => {
    const made: string[] = [];
    for (let i = 1; i <= 5; i += 1) made.push((await t.createTest({ title: `Paging ${tag} ${i}` })).test.id);
    const first = await page(`search=Paging%20${tag}&limit=2`);
    expect(first.total).toBe(5);
    expect(first.entries.map((x) => x._id)).toEqual([made[4], made[3]]);
    const second = await page(`search=Paging%20${tag}&limit=2&cursor=${first.nextCursor}`);
    expect(second.entries.map((x) => x._id)).toEqual([made[2], made[1]]);
    const last = await page(`search=Paging%20${tag}&limit=2&cursor=${second.nextCursor}`);
    expect(last).toMatchObject({ entries: [{ _id: made[0] }], nextCursor: null });
    expect(last.total).toBeUndefined();
    expect(await page(`search=Paging%20${tag}&limit=2&cursor=${made[0]}`)).toEqual({ entries: [], nextCursor: null });

    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
      ['status=archived', TEST_MSG.status],
      ['targetExam=abc', TEST_MSG.badTargetExam],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await list('type=Premium')).status).toBe(400);
  });

  it('searches the title whatever its case, Hindi too, with % and _ as plain characters', async () => {
    const upper = (await t.createTest({ title: `PHYSICS MOCK ${tag}` })).test.id;
    const hindi = (await t.createTest({ title: `सामान्य ज्ञान अभ्यास ${tag}` })).test.id;
    const percent = (await t.createTest({ title: `Top 10% ${tag}` })).test.id;
    const underscore = (await t.createTest({ title: `Set_A ${tag}` })).test.id;
    const plain = (await t.createTest({ title: `Top 100 SetXA ${tag}` })).test.id;
    const ids = async (text: string) => (await titled(text)).entries.map((x) => x._id);

    expect(await ids(`physics mock ${tag}`)).toEqual([upper]);
    expect(await ids(`ज्ञान अभ्यास ${tag}`)).toEqual([hindi]);
    expect(await ids(`10% ${tag}`)).toEqual([percent]);
    expect(await ids(`Set_A ${tag}`)).toEqual([underscore]);
    expect(await ids(`% ${tag}`)).toEqual([percent]);
    expect(await ids(tag)).toContain(plain);
  });

  it('filters by type, level, exam type, status and target exam', async () => {
    const examType = `Exam ${tag}`;
    const [exam] = await t.createTargetExams(1);
    const paid = await t.createTest({ examType, type: 'Paid', pricePaise: 9900, level: 'hard' });
    const inactive = await t.createTest({ examType, isActive: false, level: 'easy' });
    const linked = await t.createTest({ examType, targetExamIds: [exam?.id as string], level: 'easy' });
    const ids = async (query: string) =>
      (await page(`examType=${encodeURIComponent(examType)}&${query}`)).entries.map((x) => x._id);

    expect((await page(`examType=${encodeURIComponent(examType)}`)).total).toBe(3);
    expect(await ids('type=Paid')).toEqual([paid.test.id]);
    expect(await ids('level=easy')).toEqual([linked.test.id, inactive.test.id]);
    expect(await ids('status=inactive')).toEqual([inactive.test.id]);
    expect(await ids('status=active')).toEqual([linked.test.id, paid.test.id]);
    expect(await ids(`targetExam=${exam?.id}`)).toEqual([linked.test.id]);

    const [entry] = (await page(`targetExam=${exam?.id}`)).entries;
    expect(entry).toMatchObject({ questionCount: 4, targetExams: [{ _id: exam?.id, name: exam?.name }] });
    expect(entry).not.toHaveProperty('questions');
  });

  it('reads a page with question counts and target exams in the same number of queries whatever its size', async () => {
    const [exam] = await t.createTargetExams(1);
    for (let i = 0; i < 12; i += 1) {
      await t.createTest({ title: `Counted ${tag} ${i}`, questionCount: 3, targetExamIds: [exam?.id as string] });
    }
    const small = await t.countQueries(() => list(`search=Counted%20${tag}&limit=2`));
    const large = await t.countQueries(() => list(`search=Counted%20${tag}&limit=12`));
    expect(small.result.body.data.entries).toHaveLength(2);
    expect(large.result.body.data.entries).toHaveLength(12);
    expect(large.result.body.data.entries.every((x) => x.questionCount === 3 && x.targetExams.length === 1)).toBe(true);
    expect(large.queries).toBe(small.queries);
  });

  it('is for admins only', async () => {
    const { token } = await t.signup();
    expect((await t.call('GET', '/api/admin/tests', { token })).status).toBe(403);
  });
});

describe('GET /api/admin/tests/{id}: one test with its question ids', () => {
  const one = (id: string, token = admin) => t.call<AdminTest>('GET', `/api/admin/tests/${id}`, { token });

  it('answers the question ids in the order the test holds them, inactive tests too', async () => {
    const [exam] = await t.createTargetExams(1);
    const made = await t.createTest({ title: `One ${tag}`, isActive: false, targetExamIds: [exam?.id as string] });
    const reversed = made.questions.map((q) => q.id).reverse();
    const saved = await t.call('PUT', `/api/admin/tests/${made.test.id}`, {
      token: admin,
      body: {
        title: made.test.title,
        subject: 'Physics',
        examType: 'JEE',
        duration: 30,
        type: 'Free',
        level: 'medium',
        price: 0,
        isActive: false,
        questions: reversed,
        targetExams: [exam?.id],
      },
    });
    expect(saved.status).toBe(200);

    const res = await one(made.test.id);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      _id: made.test.id,
      isActive: false,
      questionCount: 4,
      questions: reversed,
      targetExams: [{ _id: exam?.id, name: exam?.name }],
    });
  });

  it('answers 404 for an unknown or deleted test and 400 for a malformed id', async () => {
    const made = await t.createTest({ title: `Gone ${tag}` });
    expect((await t.call('DELETE', `/api/admin/tests/${made.test.id}`, { token: admin })).status).toBe(200);
    for (const id of [made.test.id, '0190a5f2-0000-7000-8000-00000000dead']) {
      const res = await one(id);
      expect(res.status, id).toBe(404);
      expect(res.body.message, id).toBe(MSG.testNotFound);
    }
    const bad = await one('not-an-id');
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('Invalid id');
  });

  it('is for admins only', async () => {
    const made = await t.createTest({ title: `Private ${tag}` });
    const { token } = await t.signup();
    expect((await one(made.test.id, token)).status).toBe(403);
    expect((await t.call('GET', `/api/admin/tests/${made.test.id}`)).status).toBe(401);
  });
});
