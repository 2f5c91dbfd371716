import {
  type AdminTest,
  type AdminTestPage,
  type AttemptResult,
  type AttemptSession,
  type BulkResult,
  type PaymentHistoryPage,
  TEST_MSG,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
let examId: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'tests-secret' });
  admin = (await makeAdmin(t, 'tests-secret')).token;
  examId = ((await t.createTargetExams(1))[0]?.id as string) ?? '';
});
afterAll(() => t.close());

const form = (fields: Record<string, unknown> = {}) => ({
  title: 'Mock 1',
  subject: 'Physics',
  examType: 'JEE',
  duration: 30,
  type: 'Paid',
  level: 'medium',
  price: 99,
  isActive: true,
  questions: [],
  targetExams: [examId],
  ...fields,
});

describe('admin: tests', () => {
  it('creates and edits a test with its questions and exams; the form rules hold on the server', async () => {
    const bank = await t.createTest({ questionCount: 3 });
    const ids = bank.questions.map((q) => q.id);
    const created = await t.call<AdminTest>('POST', '/api/admin/tests', {
      token: admin,
      body: form({ questions: ids }),
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ price: 99, type: 'Paid', questionCount: 3, questions: ids });
    const reordered = [ids[2], ids[0]];
    const edited = await t.call<AdminTest>('PUT', `/api/admin/tests/${created.body.data._id}`, {
      token: admin,
      body: form({ type: 'Free', price: 50, questions: reordered }),
    });
    expect(edited.body.data).toMatchObject({ type: 'Free', price: 0, questions: reordered });

    for (const [fields, message] of [
      [{ title: ' ' }, TEST_MSG.title],
      [{ subject: '' }, TEST_MSG.subject],
      [{ examType: '' }, TEST_MSG.examType],
      [{ duration: 0 }, TEST_MSG.duration],
      [{ price: 0 }, TEST_MSG.price],
      [{ targetExams: [] }, TEST_MSG.targetExams],
    ] as const) {
      const res = await t.call('POST', '/api/admin/tests', { token: admin, body: form(fields) });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
  });

  it("creates a test sent without duration, type or level with SPEC's defaults: 60 minutes, Free, medium", async () => {
    const { duration, type, level, price, ...rest } = form();
    const created = await t.call<AdminTest>('POST', '/api/admin/tests', { token: admin, body: rest });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ duration: 60, type: 'Free', level: 'medium', price: 0 });
    const edit = await t.call('PUT', `/api/admin/tests/${created.body.data._id}`, { token: admin, body: rest });
    expect(edit.status).toBe(400);
  });

  it('bulk create keeps the valid tests and names every problem', async () => {
    const res = await t.call<BulkResult>('POST', '/api/admin/tests/bulk', {
      token: admin,
      body: {
        tests: [
          { title: 'Bulk A', subject: 'Maths', examType: 'SSC', duration: 20, type: 'Free', level: 'easy' },
          { title: '', subject: 'Maths', examType: 'SSC', duration: 0, type: 'Paid', level: 'easy' },
          { title: 'Bulk C', subject: 'Maths', examType: ' ', duration: 20, type: 'Free', level: 'expert' },
          {
            title: 'Bulk D',
            subject: 'Maths',
            examType: 'SSC',
            duration: 15,
            type: 'Paid',
            price: 49,
            level: 'hard',
            targetExams: [examId],
          },
        ],
      },
    });
    expect(res.body.data).toEqual({
      successful: 2,
      failed: 2,
      errors: [
        'Test 2: Title is required',
        'Test 2: Duration must be at least 1 minute',
        'Test 2: Price must be at least ₹1 for paid tests',
        'Test 3: Exam type is required',
        'Test 3: Level must be easy, medium, or hard',
      ],
    });
    const titles = (
      await t.call<AdminTestPage>('GET', '/api/admin/tests?search=Bulk%20&limit=100', { token: admin })
    ).body.data.entries.map((x) => x.title);
    expect(titles).toEqual(expect.arrayContaining(['Bulk A', 'Bulk D']));
    expect(titles).not.toContain('Bulk C');
  });

  it('deleting a test keeps the attempts and payments of it readable', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } }))
      .body.data;
    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: {} });
    const gone = await t.call('DELETE', `/api/admin/tests/${made.test.id}`, { token: admin });
    expect(gone.status).toBe(200);
    expect((await t.call('GET', `/api/tests/${made.test.id}`, { token })).status).toBe(404);
    const result = await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token });
    expect(result.status).toBe(200);
    expect(result.body.data.test).toMatchObject({ deleted: true, title: made.test.title });
    expect(result.body.data.answers).toHaveLength(2);
    expect((await t.call<PaymentHistoryPage>('GET', '/api/payments/history', { token })).status).toBe(200);
  });
});
