import type { AdminTestPage, LiveTestPage, PublicQuestion, Test, TestFilters, TestPage } from '@mockprep/contract';
import { MSG, PAGING_MSG } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let token: string;
let userId: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'catalogue-secret' });
  const student = await t.signup();
  token = student.token;
  userId = student.user._id;
});
afterAll(() => t.close());

const page = async (query = '') => (await t.call<TestPage>('GET', `/api/tests${query}`, { token })).body.data;
const list = async (query = '') => (await page(query)).entries;

describe('catalogue', () => {
  it('lists active tests only, with filters by exam type, subject, level, type, target exam, duration and search', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const [exam] = await t.createTargetExams(1);
    const examId = exam?.id as string;
    const free = await t.createTest({
      title: `Kinematics ${tag}`,
      examType: `Exam ${tag}`,
      level: 'easy',
      duration: 30,
    });
    const paid = await t.createTest({
      title: `Organic ${tag}`,
      subject: `Chemistry ${tag}`,
      examType: `Exam ${tag}`,
      type: 'Paid',
      pricePaise: 9900,
      level: 'hard',
      duration: 90,
      targetExamIds: [examId],
    });
    await t.createTest({ title: `Hidden ${tag}`, examType: `Exam ${tag}`, isActive: false });

    const byExam = await list(`?examType=${encodeURIComponent(`Exam ${tag}`)}`);
    expect(byExam.map((x) => x.title).sort()).toEqual([`Kinematics ${tag}`, `Organic ${tag}`]);
    const paidRow = byExam.find((x) => x._id === paid.test.id);
    expect(paidRow).toMatchObject({ type: 'Paid', price: 99, questionCount: 4, hasAccess: false });
    expect(paidRow?.targetExams).toEqual([{ _id: examId, name: exam?.name }]);

    expect((await list(`?subject=${encodeURIComponent(`Chemistry ${tag}`)}`)).map((x) => x._id)).toEqual([
      paid.test.id,
    ]);
    expect((await list(`?type=Free&examType=Exam%20${tag}`)).map((x) => x._id)).toEqual([free.test.id]);
    expect((await list(`?level=hard&examType=Exam%20${tag}`)).map((x) => x._id)).toEqual([paid.test.id]);
    expect((await list(`?targetExams=${examId}`)).map((x) => x._id)).toEqual([paid.test.id]);
    expect((await list(`?maxDuration=60&examType=Exam%20${tag}`)).map((x) => x._id)).toEqual([free.test.id]);
    expect((await list(`?search=kinematics%20${tag}`)).map((x) => x._id)).toEqual([free.test.id]);
    expect(await list(`?search=${tag}%25`)).toEqual([]);

    const bad = await t.call('GET', '/api/tests?level=impossible', { token });
    expect(bad.status).toBe(400);
  });

  it('offers the distinct values that exist and always every level and type', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    await t.createTest({ examType: `Filters ${tag}`, subject: `Subject ${tag}` });
    const filters = (await t.call<TestFilters>('GET', '/api/tests/filters', { token })).body.data;
    expect(filters.examTypes).toContain(`Filters ${tag}`);
    expect(filters.subjects).toContain(`Subject ${tag}`);
    expect(filters.levels).toEqual(['easy', 'medium', 'hard']);
    expect(filters.types).toEqual(['Free', 'Paid']);
  });

  it('shows one test, 404 for unknown, inactive or deleted ones', async () => {
    const { test } = await t.createTest();
    expect((await t.call<Test>('GET', `/api/tests/${test.id}`, { token })).body.data.title).toBe(test.title);
    const missing = await t.call('GET', '/api/tests/01900000-0000-7000-8000-000000000000', { token });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(MSG.testNotFound);
    const inactive = await t.createTest({ isActive: false });
    expect((await t.call('GET', `/api/tests/${inactive.test.id}`, { token })).status).toBe(404);
    const deleted = await t.createTest({ deletedAt: new Date() });
    expect((await t.call('GET', `/api/tests/${deleted.test.id}`, { token })).status).toBe(404);
    // The web tells a malformed id (no such test can exist: "Test not found") by the field the refusal names.
    const malformed = await t.call('GET', '/api/tests/not-a-uuid', { token });
    expect(malformed.status).toBe(400);
    expect(malformed.body).toMatchObject({ errors: [{ path: 'id', message: expect.any(String) }] });
  });

  it('serves questions without key or explanation, and only to students who may take the test', async () => {
    const { test } = await t.createTest({ questionCount: 3 });
    const res = await t.call<PublicQuestion[]>('GET', `/api/tests/${test.id}/questions`, { token });
    expect(res.body.data).toHaveLength(3);
    expect(JSON.stringify(res.body)).not.toMatch(/correctOption|explanation|Because/);

    const paid = await t.createTest({ type: 'Paid', pricePaise: 4900 });
    const denied = await t.call('GET', `/api/tests/${paid.test.id}/questions`, { token });
    expect(denied.status).toBe(403);
    expect(denied.body.message).toBe(MSG.purchaseRequired);
    await t.grantPurchase(userId, paid.test.id);
    expect((await t.call('GET', `/api/tests/${paid.test.id}/questions`, { token })).status).toBe(200);
    expect((await t.call<Test>('GET', `/api/tests/${paid.test.id}`, { token })).body.data.hasAccess).toBe(true);
  });

  it('neither lists, sells nor starts a test without questions; admins still see it', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const examType = `Empty ${tag}`;
    const free = await t.createTest({ examType, questionCount: 0, duration: 10 });
    const paid = await t.createTest({ examType, questionCount: 0, type: 'Paid', pricePaise: 500 });
    const live = await t.createTest({
      examType,
      questionCount: 0,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 3_600_000),
    });
    const ids = [free, paid, live].map((made) => made.test.id).sort();

    expect(await list(`?examType=${encodeURIComponent(examType)}`)).toEqual([]);
    expect((await t.call<TestFilters>('GET', '/api/tests/filters', { token })).body.data.examTypes).not.toContain(
      examType,
    );
    const liveList = (await t.call<LiveTestPage>('GET', '/api/live-tests?limit=100', { token })).body.data.entries;
    expect(liveList.map((x) => x._id)).not.toContain(live.test.id);
    const quizzes = (await t.call<TestPage>('GET', '/api/quizzes?limit=100', { token })).body.data.entries;
    expect(quizzes.map((x) => x._id)).not.toContain(free.test.id);

    const order = await t.call('POST', '/api/payments/create-order', { token, body: { testId: paid.test.id } });
    expect(order.status).toBe(409);
    expect(order.body.message).toBe(MSG.noQuestionsYet);
    for (const id of ids) {
      const started = await t.call('POST', '/api/attempts', { token, body: { test: id } });
      expect(started.status).toBe(409);
      expect(started.body.message).toBe(MSG.noQuestionsYet);
    }

    const admin = (await makeAdmin(t, 'catalogue-secret')).token;
    const adminTests = (
      await t.call<AdminTestPage>('GET', `/api/admin/tests?examType=${encodeURIComponent(examType)}`, { token: admin })
    ).body.data;
    expect(adminTests.entries.map((x) => x._id).sort()).toEqual(ids);
    const asAdmin = await t.call<TestPage>('GET', `/api/tests?examType=${encodeURIComponent(examType)}`, {
      token: admin,
    });
    expect(asAdmin.body.data.entries.map((x) => x._id).sort()).toEqual(ids);
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/api/tests')).status).toBe(401);
  });
});

describe('catalogue pages', () => {
  const ids = (tests: Test[]) => tests.map((x) => x._id);

  /** `count` tests of a new exam type, made one after another: their ids newest first. */
  async function madeTests(count: number, fields: Parameters<typeof t.createTest>[0] = {}) {
    const tag = Math.random().toString(36).slice(2, 8);
    const examType = `Paged ${tag}`;
    const made: string[] = [];
    for (let i = 0; i < count; i += 1) made.push((await t.createTest({ examType, ...fields })).test.id);
    return { tag, query: `?examType=${encodeURIComponent(examType)}`, newestFirst: made.reverse() };
  }

  it('pages newest first with the total: first page, the next by its cursor, an empty page past the end', async () => {
    const { query, newestFirst } = await madeTests(5);
    const first = await page(`${query}&limit=2`);
    expect(ids(first.entries)).toEqual(newestFirst.slice(0, 2));
    expect(first).toMatchObject({ total: 5, nextCursor: newestFirst[1] });
    const second = await page(`${query}&limit=2&cursor=${first.nextCursor}`);
    expect(ids(second.entries)).toEqual(newestFirst.slice(2, 4));
    expect(second.total).toBeUndefined();
    const last = await page(`${query}&limit=2&cursor=${second.nextCursor}`);
    expect(ids(last.entries)).toEqual(newestFirst.slice(4));
    expect(last.nextCursor).toBeNull();
    expect(await page(`${query}&limit=2&cursor=${newestFirst[4]}`)).toEqual({ entries: [], nextCursor: null });
    expect((await page(query)).entries).toHaveLength(5);
  });

  it('refuses a limit of 0 or 1000 and a bad cursor with a readable 400', async () => {
    for (const [query, message] of [
      ['limit=0', PAGING_MSG.limit],
      ['limit=1000', PAGING_MSG.limit],
      ['limit=ten', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
    ] as const) {
      for (const path of ['/api/tests', '/api/quizzes', '/api/live-tests']) {
        const res = await t.call('GET', `${path}?${query}`, { token });
        expect(res.status, `${path}?${query}`).toBe(400);
        expect(res.body.message, `${path}?${query}`).toBe(message);
      }
    }
  });

  it('filters before paging: total and pages count only the matching tests', async () => {
    const { query, newestFirst } = await madeTests(3, { level: 'hard', type: 'Paid', pricePaise: 900, duration: 45 });
    const others = await madeTests(2, { level: 'easy' });
    const hard = await page(`${query}&level=hard&type=Paid&maxDuration=45&limit=2`);
    expect(ids(hard.entries)).toEqual(newestFirst.slice(0, 2));
    expect(hard.total).toBe(3);
    expect(hard.entries.every((x) => x.hasAccess === false && x.questionCount === 4)).toBe(true);
    const rest = await page(`${query}&level=hard&type=Paid&maxDuration=45&limit=2&cursor=${hard.nextCursor}`);
    expect(ids(rest.entries)).toEqual(newestFirst.slice(2));
    expect(await page(`${others.query}&level=hard`)).toEqual({ entries: [], nextCursor: null, total: 0 });
  });

  it('takes target exams as a,b and as repeated parameters', async () => {
    const [a, b, c] = await t.createTargetExams(3);
    const tag = Math.random().toString(36).slice(2, 8);
    const onA = await t.createTest({ title: `Exam link ${tag} A`, targetExamIds: [a?.id as string] });
    const onB = await t.createTest({ title: `Exam link ${tag} B`, targetExamIds: [b?.id as string] });
    await t.createTest({ title: `Exam link ${tag} C`, targetExamIds: [c?.id as string] });
    const want = [onB.test.id, onA.test.id];
    const search = `search=${encodeURIComponent(`Exam link ${tag}`)}`;
    expect(ids(await list(`?${search}&targetExams=${a?.id},${b?.id}`))).toEqual(want);
    expect(ids(await list(`?${search}&targetExams=${a?.id}&targetExams=${b?.id}`))).toEqual(want);
    expect((await page(`?${search}`)).total).toBe(3);
    const bad = await t.call('GET', '/api/tests?targetExams=x&targetExams=y', { token });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid target exam id');
  });

  it('searches title or subject case-insensitively, Hindi too, with % and _ taken literally', async () => {
    const tag = Math.random().toString(36).slice(2, 8);
    const percent = await t.createTest({ title: `Discount 100% ${tag}` });
    const underscore = await t.createTest({ title: `snake_case ${tag}` });
    const hindi = await t.createTest({ title: `सामान्य हिंदी ${tag}` });
    const bySubject = await t.createTest({ subject: `Geography ${tag}` });
    // As LIKE wildcards, % and _ would match these too.
    await t.createTest({ title: `Discount 100 percent ${tag}` });
    await t.createTest({ title: `snakeXcase ${tag}` });
    expect(ids(await list(`?search=${encodeURIComponent(`100% ${tag}`)}`))).toEqual([percent.test.id]);
    expect(ids(await list(`?search=${encodeURIComponent(`snake_case ${tag}`)}`))).toEqual([underscore.test.id]);
    expect(ids(await list(`?search=${encodeURIComponent(`हिंदी ${tag}`)}`))).toEqual([hindi.test.id]);
    expect(ids(await list(`?search=${encodeURIComponent(`GEOGRAPHY ${tag}`)}`))).toEqual([bySubject.test.id]);
    const all = await page(`?search=${tag}&limit=1`);
    expect(all.total).toBe(6);
    expect(all.nextCursor).not.toBeNull();
    const long = await t.call('GET', `/api/tests?search=${'a'.repeat(101)}`, { token });
    expect(long.status).toBe(400);
    expect(long.body.message).toBe(PAGING_MSG.search);
  });

  it('reads a page with a fixed number of queries whatever its size', async () => {
    const { query } = await madeTests(12, { type: 'Paid', pricePaise: 500 });
    const exams = await t.createTargetExams(2);
    await madeTests(1, { targetExamIds: exams.map((e) => e.id) });
    const sizes: number[] = [];
    for (const limit of [2, 12]) {
      const { result, queries } = await t.countQueries(() => page(`${query}&limit=${limit}`));
      expect(result.entries).toHaveLength(limit);
      sizes.push(queries);
    }
    expect(sizes[0]).toBe(sizes[1]);
    // The page, its count, the purchases, the student's attempts, the target exams and the question counts.
    expect(sizes[0]).toBeLessThanOrEqual(7);
  });
});

describe('free quizzes pages', () => {
  it('pages the quizzes newest first with their total, the quiz rule applied in SQL', async () => {
    const quizzes = async (query: string) =>
      (await t.call<TestPage>('GET', `/api/quizzes${query}`, { token })).body.data;
    const made: string[] = [];
    for (let i = 0; i < 3; i += 1) made.push((await t.createTest({ duration: 15, questionCount: 15 })).test.id);
    await t.createTest({ duration: 15, questionCount: 16 });
    await t.createTest({ duration: 16, questionCount: 5 });
    await t.createTest({
      duration: 10,
      questionCount: 5,
      startsAt: new Date(Date.now() - 60_000),
      endsAt: new Date(Date.now() + 60_000),
    });
    const one = await quizzes('?limit=2');
    expect(one.entries.map((x) => x._id)).toEqual(made.slice(1).reverse());
    const two = await quizzes(`?limit=2&cursor=${one.nextCursor}`);
    expect(two.entries[0]?._id).toBe(made[0]);
    expect(one.total).toBeGreaterThanOrEqual(3);
    expect(two.total).toBeUndefined();
    const { queries: small } = await t.countQueries(() => quizzes('?limit=1'));
    const { queries: big } = await t.countQueries(() => quizzes('?limit=3'));
    expect(small).toBe(big);
  });
});
