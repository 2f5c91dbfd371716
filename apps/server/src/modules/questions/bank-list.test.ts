import { type AdminQuestionPage, PAGING_MSG, QUESTION_MSG, SEARCH_COUNT_CAP } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
/** Unique to this run: every question made here carries it, so searches see only them. */
const tag = `bank${Math.random().toString(36).slice(2, 8)}`;

const question = (questionText: string, subject = `Subject ${tag}`, level = 'easy') => ({
  questionText,
  options: ['A', 'B', 'C', 'D'],
  correctOption: 0,
  subject,
  level,
});

async function upload(items: ReturnType<typeof question>[]) {
  const res = await t.call<{ questions: { _id: string }[] }>('POST', '/api/admin/questions/bulk', {
    token: admin,
    body: { questions: items },
  });
  return res.body.data.questions.map((q) => q._id);
}

const list = (query: string) => t.call<AdminQuestionPage>('GET', `/api/admin/questions?${query}`, { token: admin });
const page = async (query: string) => (await list(query)).body.data;
const search = (text: string, extra = '&limit=100') => page(`search=${encodeURIComponent(text)}${extra}`);

let ids: string[];
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'bank-secret' });
  admin = (await makeAdmin(t, 'bank-secret')).token;
  // Seven questions, uploaded oldest first: ids are time-ordered, so the list shows them in reverse.
  ids = await upload(Array.from({ length: 7 }, (_, i) => question(`Paging ${tag} number ${i + 1}`)));
});
afterAll(() => t.close());

describe('GET /api/admin/questions: pages of the bank', () => {
  it('pages newest first with a total; the cursor leads to the next page; past the end is an empty page', async () => {
    const first = await search(`Paging ${tag}`, '&limit=3');
    expect(first.total).toBe(7);
    expect(first.entries.map((q) => q._id)).toEqual(ids.slice(4).reverse());
    expect(first.nextCursor).toBe(ids[4]);

    const second = await search(`Paging ${tag}`, `&limit=3&cursor=${first.nextCursor}`);
    expect(second.entries.map((q) => q._id)).toEqual(ids.slice(1, 4).reverse());
    const last = await search(`Paging ${tag}`, `&limit=3&cursor=${second.nextCursor}`);
    expect(last.entries.map((q) => q._id)).toEqual([ids[0]]);
    expect(last.nextCursor).toBeNull();

    const past = await search(`Paging ${tag}`, `&limit=3&cursor=${ids[0]}`);
    expect(past).toEqual({ entries: [], nextCursor: null });
  });

  it('a page holds 20 questions unless asked for 1 to 100; other limits and a bad cursor are refused', async () => {
    await upload(Array.from({ length: 21 }, (_, i) => question(`Default ${tag} ${i}`)));
    const all = await page(`search=Default%20${tag}`);
    expect(all.entries).toHaveLength(20);
    expect(all.total).toBe(21);
    expect((await page(`search=Default%20${tag}&limit=1`)).entries).toHaveLength(1);

    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['limit=ten', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
      [`search=${'x'.repeat(101)}`, PAGING_MSG.search],
      ['testId=nope', QUESTION_MSG.badTestId],
    ] as const) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
    expect((await list('level=expert')).status).toBe(400);
  });

  it('search ignores case, finds Hindi text, and takes % and _ as plain characters', async () => {
    const [upper, hindi, percent, underscore, plain] = await upload([
      question(`WHAT IS KINETIC ENERGY ${tag}?`),
      question(`प्रकाश संश्लेषण की प्रक्रिया ${tag} में कौन सी गैस निकलती है?`),
      question(`Interest of 5% per year ${tag}`),
      question(`Call snake_case ${tag}`),
      question(`Interest of 5 per year ${tag} and snakeXcase`),
    ]);

    expect((await search(`kinetic energy ${tag}`)).entries.map((q) => q._id)).toEqual([upper]);
    expect((await search(`संश्लेषण की प्रक्रिया ${tag}`)).entries.map((q) => q._id)).toEqual([hindi]);
    expect((await search(`5% per year ${tag}`)).entries.map((q) => q._id)).toEqual([percent]);
    expect((await search('snake_case')).entries.map((q) => q._id)).toContain(underscore);
    expect((await search('snake_case')).entries.map((q) => q._id)).not.toContain(plain);
    expect((await search(`%${tag}`)).total).toBe(0);
    expect((await search(`   `, `&subject=${encodeURIComponent(`Subject ${tag}`)}`)).total).toBeGreaterThan(5);
  });

  it('filters by subject, level and test', async () => {
    const subject = `Filter ${tag}`;
    const [easy, hard] = await upload([question(`F1 ${tag}`, subject, 'easy'), question(`F2 ${tag}`, subject, 'hard')]);
    const bySubject = await page(`subject=${encodeURIComponent(subject)}`);
    expect(bySubject.entries.map((q) => q._id)).toEqual([hard, easy]);
    expect(bySubject.total).toBe(2);
    expect((await page(`subject=${encodeURIComponent(subject)}&level=hard`)).entries.map((q) => q._id)).toEqual([hard]);

    const made = await t.createTest({ questionCount: 3 });
    const ofTest = await page(`testId=${made.test.id}`);
    expect(ofTest.total).toBe(3);
    expect(ofTest.entries.map((q) => q._id).sort()).toEqual(made.questions.map((q) => q.id).sort());
    expect((await page(`testId=${made.test.id}&search=Question%202%20of`)).entries).toHaveLength(1);

    await t.call('DELETE', `/api/admin/questions/${easy}`, { token: admin });
    expect((await page(`subject=${encodeURIComponent(subject)}`)).entries.map((q) => q._id)).toEqual([hard]);
  });

  it('lists the subjects of the bank for the filters', async () => {
    const res = await t.call<string[]>('GET', '/api/admin/questions/subjects', { token: admin });
    expect(res.body.data).toEqual(expect.arrayContaining([`Subject ${tag}`, `Filter ${tag}`]));
    expect(new Set(res.body.data).size).toBe(res.body.data.length);
  });

  it('reads a page in the same number of queries whatever its size', async () => {
    const small = await t.countQueries(() => list(`search=${tag}&limit=2`));
    const large = await t.countQueries(() => list(`search=${tag}&limit=40`));
    expect(small.result.body.data.entries).toHaveLength(2);
    expect(large.result.body.data.entries.length).toBeGreaterThan(30);
    expect(large.queries).toBe(small.queries);
  });

  it('a search counts up to 1,000 matches and says when more match; an unsearched list counts them all', async () => {
    const subject = `Capped ${tag}`;
    const capped = Array.from({ length: SEARCH_COUNT_CAP }, (_, i) => question(`Capped ${tag} ${i}`, subject));
    for (let i = 0; i < capped.length; i += 250) await upload(capped.slice(i, i + 250));
    expect(await search(`Capped ${tag}`, '&limit=1')).toMatchObject({ total: SEARCH_COUNT_CAP });
    expect((await search(`Capped ${tag}`, '&limit=1')).totalCapped).toBeUndefined();

    await upload([question(`Capped ${tag} and one more`, subject)]);
    const more = await search(`Capped ${tag}`, '&limit=1');
    expect(more).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    const byCursor = await search(`Capped ${tag}`, `&limit=1&cursor=${more.nextCursor}`);
    expect(byCursor.entries).toHaveLength(1);
    expect(byCursor).not.toHaveProperty('total');

    const bySubject = await page(`subject=${encodeURIComponent(subject)}&limit=1`);
    expect(bySubject.total).toBe(SEARCH_COUNT_CAP + 1);
    expect(bySubject.totalCapped).toBeUndefined();
  });

  it('is for admins only', async () => {
    const { token } = await t.signup();
    expect((await t.call('GET', '/api/admin/questions', { token })).status).toBe(403);
    expect((await t.call('GET', '/api/admin/questions/subjects', { token })).status).toBe(403);
  });
});
