import { type AttemptQuestions, type AttemptSession, MSG, type SaveAnswersResult } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0' });
});
afterAll(() => t.close());

/** `count` students in a running attempt of one test, each with its attempt and question ids. */
async function studentsTaking(count: number) {
  const made = await t.createTest({ questionCount: 4 });
  return Promise.all(
    (await t.quickStudents(count)).map(async ({ token }) => {
      const started = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: made.test.id } });
      const attemptId = started.body.data._id;
      const sheet = await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token });
      const questionIds = sheet.body.data.questions.map((q) => q._id);
      const save = (seq: number, selectedOption: number, questions = questionIds) =>
        t.call<SaveAnswersResult>('PUT', `/api/attempts/${attemptId}/answers`, {
          token,
          body: { answers: questions.map((question) => ({ question, selectedOption, timeSpent: seq })), seq },
        });
      const saved = async () =>
        (await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token })).body.data;
      return { token, attemptId, save, saved, questionIds };
    }),
  );
}

describe('autosaves arriving together', () => {
  it('are merged in fewer statements than saves, every answer stored and acknowledged with its own seq', async () => {
    const students = await studentsTaking(30);
    for (const s of students) expect((await s.save(1, 0)).body.data).toMatchObject({ saved: true, seq: 1 });

    const { result, queries } = await t.countQueries(() =>
      Promise.all(students.map((s, i) => s.save(2 + i, (i % 3) + 1))),
    );
    expect(result.map((r) => [r.status, r.body.data.saved, r.body.data.seq])).toEqual(
      students.map((_, i) => [200, true, 2 + i]),
    );
    expect(queries).toBeLessThan(students.length / 2);

    for (const [i, s] of students.entries()) {
      const sheet = await s.saved();
      expect(sheet.saveSeq).toBe(2 + i);
      expect(sheet.questions.map((q) => [q.selectedOption, q.timeSpent])).toEqual(
        s.questionIds.map(() => [(i % 3) + 1, 2 + i]),
      );
    }
  });

  it('save two saves of one attempt in their order: the later seq wins and an older one is not taken', async () => {
    const [student, other] = await studentsTaking(2);
    if (!student || !other) throw new Error('no students');
    const [first] = student.questionIds;
    const [newer, older, otherSave] = await Promise.all([
      student.save(5, 2),
      student.save(4, 3, [first as string]),
      other.save(1, 1),
    ]);
    expect(newer.body.data).toMatchObject({ saved: true, seq: 5 });
    expect(older.body.data).toMatchObject({ saved: false, seq: 5 });
    expect(otherSave.body.data).toMatchObject({ saved: true, seq: 1 });
    const sheet = await student.saved();
    expect([sheet.saveSeq, sheet.questions.map((q) => q.selectedOption)]).toEqual([5, [2, 2, 2, 2]]);
  });

  it('refuse only the save whose session ended, with 401, and store the others', async () => {
    const [leaving, staying, third] = await studentsTaking(3);
    if (!leaving || !staying || !third) throw new Error('no students');
    for (const s of [leaving, staying, third]) await s.save(1, 0);
    await t.call('POST', '/api/auth/logout', { token: leaving.token });

    const [refused, ...saved] = await Promise.all([leaving.save(2, 1), staying.save(2, 1), third.save(2, 1)]);
    expect([refused.status, refused.body.message]).toEqual([401, MSG.sessionExpired]);
    expect(saved.map((r) => r.body.data)).toMatchObject([
      { saved: true, seq: 2 },
      { saved: true, seq: 2 },
    ]);
    expect((await staying.saved()).questions.map((q) => q.selectedOption)).toEqual([1, 1, 1, 1]);
  });

  it("take an empty save as a seq only, and answer another student's attempt with 404, changing nothing", async () => {
    const [owner, intruder] = await studentsTaking(2);
    if (!owner || !intruder) throw new Error('no students');
    await owner.save(1, 2);
    const [empty, foreign] = await Promise.all([
      t.call<SaveAnswersResult>('PUT', `/api/attempts/${owner.attemptId}/answers`, {
        token: owner.token,
        body: { answers: [], seq: 2 },
      }),
      t.call('PUT', `/api/attempts/${owner.attemptId}/answers`, {
        token: intruder.token,
        body: { answers: owner.questionIds.map((question) => ({ question, selectedOption: 0 })), seq: 9 },
      }),
    ]);
    expect(empty.body.data).toMatchObject({ saved: true, seq: 2 });
    expect(foreign.status).toBe(404);
    const sheet = await owner.saved();
    expect([sheet.saveSeq, sheet.questions.map((q) => q.selectedOption)]).toEqual([2, [2, 2, 2, 2]]);
  });
});
