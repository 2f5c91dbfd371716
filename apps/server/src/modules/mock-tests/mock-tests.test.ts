import type { AdminTestPage, LiveTest, PublicQuestion, Test, TestFilters } from '@mockprep/contract';
import { MSG } from '@mockprep/contract';
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

const list = async (query = '') => (await t.call<Test[]>('GET', `/api/tests${query}`, { token })).body.data;

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
    expect((await t.call('GET', '/api/tests/not-a-uuid', { token })).status).toBe(400);
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
    const liveList = (await t.call<LiveTest[]>('GET', '/api/live-tests', { token })).body.data;
    expect(liveList.map((x) => x._id)).not.toContain(live.test.id);
    const quizzes = (await t.call<Test[]>('GET', '/api/quizzes', { token })).body.data;
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
    const asAdmin = await t.call<Test[]>('GET', `/api/tests?examType=${encodeURIComponent(examType)}`, {
      token: admin,
    });
    expect(asAdmin.body.data.map((x) => x._id).sort()).toEqual(ids);
  });

  it('needs a login', async () => {
    expect((await t.call('GET', '/api/tests')).status).toBe(401);
  });
});
