import {
  type AdminQuestion,
  type AdminQuestionPage,
  type AdminTest,
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  type BulkAssignResult,
  QUESTION_MSG,
  TOO_MANY_ITEMS,
  UPLOAD_TOO_LARGE,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'q-secret' });
  admin = (
    await t.call<{ token: string }>('POST', '/api/auth/admin/signup', {
      body: {
        name: 'Q Admin',
        mobile: `7${Date.now().toString().slice(-9)}`,
        password: 'adminpass1',
        secret: 'q-secret',
      },
    })
  ).body.data.token;
});
afterAll(() => t.close());

const bank = async (query: string) =>
  (await t.call<AdminQuestionPage>('GET', `/api/admin/questions?${query}`, { token: admin })).body.data;
/** The question ids of a test, in its order, as the admin's one-test call gives them. */
const questionsOf = async (test: { id: string }) =>
  (await t.call<AdminTest>('GET', `/api/admin/tests/${test.id}`, { token: admin })).body.data.questions;

const good = (n: number) => ({
  questionText: `What is ${n} + ${n}?`,
  options: [`${n}`, `${2 * n}`, `${3 * n}`],
  correctOption: 1,
  subject: 'Mathematics',
  level: 'easy',
});

describe('questions', () => {
  it('POST and PUT read correctOption alike, as the 0-based index', async () => {
    const body = {
      questionText: 'Capital of India?',
      options: ['Mumbai', 'New Delhi', 'Kolkata', 'Chennai'],
      correctOption: 1,
      subject: 'GK',
      level: 'easy',
    };
    const created = await t.call<AdminQuestion>('POST', '/api/admin/questions', { token: admin, body });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ correctOption: 1, correctOptions: [1] });
    const id = created.body.data._id;
    const same = await t.call<AdminQuestion>('PUT', `/api/admin/questions/${id}`, { token: admin, body });
    expect(same.body.data).toMatchObject({ correctOption: 1, correctOptions: [1] });
    const first = await t.call<AdminQuestion>('POST', '/api/admin/questions', {
      token: admin,
      body: { ...body, correctOption: 0 },
    });
    expect(first.status).toBe(201);
    expect(first.body.data.correctOption).toBe(0);
    for (const method of ['POST', 'PUT']) {
      const url = method === 'POST' ? '/api/admin/questions' : `/api/admin/questions/${id}`;
      const beyond = await t.call(method, url, { token: admin, body: { ...body, correctOption: 4 } });
      expect(beyond.status).toBe(400);
      expect(beyond.body.message).toBe(QUESTION_MSG.correct(3));
    }
  });

  it('bulk upload creates the valid items and reports each invalid one with the spec message', async () => {
    const res = await t.call<{ questions: AdminQuestion[]; successful: number; failed: number; errors: string[] }>(
      'POST',
      '/api/admin/questions/bulk',
      {
        token: admin,
        body: {
          questions: [
            good(1),
            { ...good(2), questionText: ' ' },
            { ...good(3), options: ['only one'] },
            { ...good(4), correctOption: 7 },
            { ...good(5), subject: '' },
            { ...good(6), level: 'tricky' },
            good(7),
          ],
        },
      },
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ successful: 2, failed: 5 });
    expect(res.body.data.errors).toEqual([
      'Question 2: Question text is required',
      'Question 3: At least 2 options are required',
      'Question 3: Correct option must be a valid index (0-0)',
      'Question 4: Correct option must be a valid index (0-2)',
      'Question 5: Subject is required',
      'Question 6: Level must be easy, medium, or hard',
    ]);
    expect(res.body.data.questions.map((q) => q.questionText)).toEqual(['What is 1 + 1?', 'What is 7 + 7?']);
  });

  it('refuses more than 2,000 items and bodies over 5 MB', async () => {
    const many = await t.call('POST', '/api/admin/questions/bulk', {
      token: admin,
      body: { questions: Array.from({ length: 2001 }, (_, i) => good(i)) },
    });
    expect(many.status).toBe(400);
    expect(many.body.message).toBe(TOO_MANY_ITEMS);
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/admin/questions/bulk',
      headers: { authorization: `Bearer ${admin}`, 'content-type': 'application/json' },
      payload: JSON.stringify({ questions: [{ questionText: 'x'.repeat(6 * 1024 * 1024) }] }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(UPLOAD_TOO_LARGE);
  });

  it('bulk assign creates and links in one go, or nothing at all', async () => {
    const a = await t.createTest({ questionCount: 2 });
    const b = await t.createTest({ questionCount: 0 });
    const refused = await t.call('POST', '/api/admin/questions/bulk-assign', {
      token: admin,
      body: { questions: [good(1), { ...good(2), level: 'x' }], testIds: [a.test.id] },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe('Question 2: Level must be easy, medium, or hard');
    const noTests = await t.call('POST', '/api/admin/questions/bulk-assign', {
      token: admin,
      body: { questions: [good(1)], testIds: [] },
    });
    expect(noTests.body.message).toBe(QUESTION_MSG.noTests);
    expect((await bank(`testId=${a.test.id}`)).total).toBe(2);

    const res = await t.call<BulkAssignResult>('POST', '/api/admin/questions/bulk-assign', {
      token: admin,
      body: { questions: [good(1), good(2), good(3)], testIds: [a.test.id, b.test.id] },
    });
    expect(res.body.data).toMatchObject({ questionsCreated: 3, testsUpdated: 2 });
    expect(await questionsOf(a.test)).toHaveLength(5);
    expect(await questionsOf(b.test)).toHaveLength(3);
  });

  it('an edit or delete after students saw the question keeps what they saw in their review', async () => {
    const made = await t.createTest({ questionCount: 1 });
    const { token } = await t.signup();
    const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } }))
      .body.data;
    const [shown] = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body
      .data.questions;
    await t.call('POST', `/api/attempts/${attempt._id}/submit`, {
      token,
      body: { answers: [{ question: shown?._id, selectedOption: 0 }] },
    });
    const original = made.questions[0];
    if (!original) throw new Error('no question');

    const edited = await t.call<AdminQuestion>('PUT', `/api/admin/questions/${original.id}`, {
      token: admin,
      body: { questionText: 'Reworded', options: ['p', 'q'], correctOption: 0, subject: 'Physics', level: 'hard' },
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data._id).not.toBe(original.id);
    const review = (await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token })).body.data;
    expect(review.answers[0]?.question.questionText).toBe(original.questionText);
    expect(await questionsOf(made.test)).toEqual([edited.body.data._id]);

    await t.call('DELETE', `/api/admin/questions/${edited.body.data._id}`, { token: admin });
    const found = (await bank(`search=${encodeURIComponent(made.test.title)}&limit=100`)).entries;
    expect(found.map((q) => q._id)).toEqual([]);
    expect(
      (await t.call<AttemptResult>('GET', `/api/attempts/${attempt._id}`, { token })).body.data.answers,
    ).toHaveLength(1);
  });

  it('a student starting after an edit gets the edited question and is scored with its key', async () => {
    const made = await t.createTest({ questionCount: 1 });
    const take = async (pick: (options: string[]) => number) => {
      const { token } = await t.signup();
      const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } }))
        .body.data;
      const [shown] = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body
        .data.questions;
      const submitted = await t.call<AttemptResult>('POST', `/api/attempts/${attempt._id}/submit`, {
        token,
        body: { answers: [{ question: shown?._id, selectedOption: pick(shown?.options ?? []) }] },
      });
      return { text: shown?.questionText, correct: submitted.body.data.correctCount };
    };
    const original = made.questions[0];
    if (!original) throw new Error('no question');
    const before = await take((options) => options.indexOf(original.options[original.correctOption] ?? ''));
    expect(before).toEqual({ text: original.questionText, correct: 1 });

    await t.call('PUT', `/api/admin/questions/${original.id}`, {
      token: admin,
      body: { questionText: 'Rekeyed', options: ['p', 'q'], correctOption: 1, subject: 'Physics', level: 'hard' },
    });
    expect(await take((options) => options.indexOf('q'))).toEqual({ text: 'Rekeyed', correct: 1 });
    expect(await take((options) => options.indexOf('p'))).toEqual({ text: 'Rekeyed', correct: 0 });
  });

  it('bulk delete removes the chosen questions from the bank and from their tests', async () => {
    const made = await t.createTest({ questionCount: 3 });
    const [first, second, kept] = made.questions.map((q) => q.id);
    const res = await t.call<{ deleted: number }>('DELETE', '/api/admin/questions/bulk', {
      token: admin,
      body: { questionIds: [first, second] },
    });
    expect(res.body.data).toEqual({ deleted: 2 });
    const found = (await bank(`search=${encodeURIComponent(made.test.title)}`)).entries;
    expect(found.map((q) => q._id)).toEqual([kept]);
    expect(await questionsOf(made.test)).toEqual([kept]);
  });

  it('an unused question is edited in place', async () => {
    const created = await t.call<AdminQuestion>('POST', '/api/admin/questions', {
      token: admin,
      body: { questionText: 'Draft', options: ['a', 'b', 'c', 'd'], correctOption: 1, subject: 'GK', level: 'easy' },
    });
    const edited = await t.call<AdminQuestion>('PUT', `/api/admin/questions/${created.body.data._id}`, {
      token: admin,
      body: { questionText: 'Final', options: ['a', 'b', 'c'], correctOption: 2, subject: 'GK', level: 'medium' },
    });
    expect(edited.body.data).toMatchObject({ _id: created.body.data._id, questionText: 'Final', correctOption: 2 });
    const outOfRange = await t.call('PUT', `/api/admin/questions/${created.body.data._id}`, {
      token: admin,
      body: { questionText: 'Final', options: ['a', 'b'], correctOption: 2, subject: 'GK', level: 'medium' },
    });
    expect(outOfRange.status).toBe(400);
  });
});
