import {
  type AttemptQuestions,
  type AttemptResult,
  type AttemptSession,
  type MistakePage,
  MSG,
  type PracticeFeedback,
  type PracticeNext,
  type PracticeOptions,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

describe('practice', () => {
  it('serves only accessible questions, never with the key, and reveals it after an answer', async () => {
    const subject = `Optics ${Date.now()}`;
    const free = await t.createTest({ subject, questionCount: 3 });
    const paid = await t.createTest({ subject, questionCount: 3, type: 'Paid', pricePaise: 9900 });
    const { token, user } = await t.signup();
    const options = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(options.subjects.find((s) => s.subject === subject)?.questions).toBe(3);

    const served = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const next = await t.call<PracticeNext>('GET', `/api/practice/next?subject=${encodeURIComponent(subject)}`, {
        token,
      });
      expect(JSON.stringify(next.body)).not.toMatch(/correctOption|explanation/);
      served.add(next.body.data.question?._id as string);
    }
    const freeIds = free.questions.map((q) => q.id);
    expect([...served].every((id) => freeIds.includes(id))).toBe(true);

    const locked = await t.call('POST', '/api/practice/answer', {
      token,
      body: { question: paid.questions[0]?.id, selectedOption: 0 },
    });
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe(MSG.practiceNoAccess);

    const q = free.questions[1];
    if (!q) throw new Error('no question');
    const wrong = await t.call<PracticeFeedback>('POST', '/api/practice/answer', {
      token,
      body: { question: q.id, selectedOption: (q.correctOption + 1) % 4 },
    });
    expect(wrong.body.data).toMatchObject({
      isCorrect: false,
      correctOption: q.correctOption,
      explanation: q.explanation,
    });
    const right = await t.call<PracticeFeedback>('POST', '/api/practice/answer', {
      token,
      body: { question: q.id, selectedOption: q.correctOption },
    });
    expect(right.body.data.progress).toMatchObject({ answered: 2, correct: 1, accuracy: 50 });

    await t.grantPurchase(user._id, paid.test.id);
    expect(
      (
        await t.call('POST', '/api/practice/answer', {
          token,
          body: { question: paid.questions[0]?.id, selectedOption: 0 },
        })
      ).status,
    ).toBe(200);
  });

  it('mistakes are exactly the questions answered wrongly in submitted attempts', async () => {
    const made = await t.createTest({ questionCount: 4 });
    const { token } = await t.signup();
    const attempt = (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } }))
      .body.data;
    const shown = (await t.call<AttemptQuestions>('GET', `/api/attempts/${attempt._id}/questions`, { token })).body.data
      .questions;
    const expectedWrong: string[] = [];
    const answers = shown.slice(0, 3).map((s, i) => {
      const key = made.questions.find((q) => q.id === s._id);
      if (!key) throw new Error('unknown question');
      const right = i === 0;
      if (!right) expectedWrong.push(s._id);
      const text = key.options[right ? key.correctOption : (key.correctOption + 1) % 4] as string;
      return { question: s._id, selectedOption: s.options.indexOf(text) };
    });
    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers } });

    const mistakes = (await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries;
    expect(mistakes.map((m) => m.question._id).sort()).toEqual(expectedWrong.sort());
    expect(JSON.stringify(mistakes)).not.toMatch(/correctOption|explanation/);
    const next = await t.call<PracticeNext>('GET', '/api/practice/next?mode=mistakes', { token });
    expect(expectedWrong).toContain(next.body.data.question?._id);
  });
});

describe('practice during a test', () => {
  const start = async (token: string, testId: string) =>
    (await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId } })).body.data;
  const answer = (token: string, question: string) =>
    t.call<PracticeFeedback>('POST', '/api/practice/answer', { token, body: { question, selectedOption: 0 } });

  it('gives no key of a question in an unfinished attempt, and gives it again after submitting', async () => {
    const made = await t.createTest({ questionCount: 3 });
    const { token } = await t.signup();
    const attempt = await start(token, made.test.id);
    const question = made.questions[2];
    if (!question) throw new Error('no question');

    const during = await answer(token, question.id);
    expect(during.status).toBe(403);
    expect(during.body.message).toBe(MSG.practiceLocked);
    expect(JSON.stringify(during.body)).not.toMatch(/correctOption|explanation|Because/);

    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers: [] } });
    const after = await answer(token, question.id);
    expect(after.status).toBe(200);
    expect(after.body.data).toMatchObject({ correctOption: question.correctOption, explanation: question.explanation });
  });

  it('never serves a question of a running attempt or of a live test not over yet', async () => {
    const subject = `Thermo ${Date.now()}`;
    const running = await t.createTest({ subject, questionCount: 3 });
    const soon = new Date(t.clock.now().getTime() + 60 * 60_000);
    const live = await t.createTest({
      subject,
      questionCount: 3,
      startsAt: soon,
      endsAt: new Date(soon.getTime() + 60 * 60_000),
    });
    const open = await t.createTest({ subject, questionCount: 2 });
    const { token } = await t.signup();
    const attempt = await start(token, running.test.id);
    const ids = (made: { questions: { id: string }[] }) => made.questions.map((q) => q.id);

    const options = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(options.subjects.find((s) => s.subject === subject)?.questions).toBe(2);
    const served = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const next = await t.call<PracticeNext>('GET', `/api/practice/next?subject=${encodeURIComponent(subject)}`, {
        token,
      });
      served.add(next.body.data.question?._id as string);
    }
    expect([...served].sort()).toEqual(ids(open).sort());
    expect((await answer(token, ids(live)[0] as string)).body.message).toBe(MSG.practiceLocked);

    await t.call('POST', `/api/attempts/${attempt._id}/submit`, { token, body: { answers: [] } });
    const after = (await t.call<PracticeOptions>('GET', '/api/practice', { token })).body.data;
    expect(after.subjects.find((s) => s.subject === subject)?.questions).toBe(5);
  });

  it('leaves a wrong answer of a submitted attempt out of mistakes while a retake of that test runs', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const { token } = await t.signup();
    const first = await start(token, made.test.id);
    const [shown] = (await t.call<AttemptQuestions>('GET', `/api/attempts/${first._id}/questions`, { token })).body.data
      .questions;
    const key = made.questions.find((q) => q.id === shown?._id);
    if (!shown || !key) throw new Error('no question');
    const wrong = shown.options.indexOf(key.options[(key.correctOption + 1) % 4] as string);
    await t.call('POST', `/api/attempts/${first._id}/submit`, {
      token,
      body: { answers: [{ question: shown._id, selectedOption: wrong }] },
    });
    expect((await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries).toHaveLength(1);

    const retake = await start(token, made.test.id);
    expect((await t.call<MistakePage>('GET', '/api/practice/mistakes', { token })).body.data.entries).toEqual([]);
    const earlier = await t.call<AttemptResult>('GET', `/api/attempts/${first._id}`, { token });
    expect(earlier.body.data).toMatchObject({ answers: [], reviewAvailableAt: expect.any(String) });
    expect(JSON.stringify(earlier.body)).not.toMatch(/correctOption|explanation|Because/);

    await t.call('POST', `/api/attempts/${retake._id}/submit`, { token, body: { answers: [] } });
    const reopened = await t.call<AttemptResult>('GET', `/api/attempts/${first._id}`, { token });
    expect(reopened.body.data.reviewAvailableAt).toBeNull();
    expect(reopened.body.data.answers).toHaveLength(2);
  });
});
