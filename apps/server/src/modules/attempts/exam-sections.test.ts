import type {
  AdminQuestion,
  AdminTest,
  AttemptQuestions,
  AttemptResult,
  AttemptSession,
  MarkingInput,
  QuestionBody,
  QuestionsUploaded,
  TestDetail,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: Awaited<ReturnType<typeof makeAdmin>>;
let examId: string;
beforeAll(async () => {
  t = await testApp({ MAINTENANCE_SECONDS: '0', ADMIN_SIGNUP_SECRET: 'sections-secret' });
  admin = await makeAdmin(t, 'sections-secret');
  const [exam] = await t.createTargetExams(1);
  examId = exam?.id as string;
});
afterAll(() => t.close());

const question = async (body: Partial<QuestionBody>): Promise<AdminQuestion> => {
  const res = await t.call<QuestionsUploaded>('POST', '/api/admin/questions/bulk', {
    token: admin.token,
    body: {
      questions: [
        {
          questionText: 'Q',
          options: ['A', 'B', 'C', 'D'],
          correctOption: 0,
          subject: 'Physics',
          level: 'easy',
          ...body,
        },
      ],
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [created] = res.body.data.questions;
  expect(created, JSON.stringify(res.body.data.errors)).toBeDefined();
  return created as AdminQuestion;
};

type SectionBody = {
  name: string;
  minutes?: number;
  attemptAny?: number;
  marking?: MarkingInput;
  questions: (string | { question: string; marking: MarkingInput })[];
};

/** The admin's create call of a Free test in these sections. */
const postTest = (sections: SectionBody[], duration = 60) =>
  t.call<AdminTest>('POST', '/api/admin/tests', {
    token: admin.token,
    body: {
      title: `Sectioned ${Math.random()}`,
      subject: 'Physics',
      examType: 'JEE',
      duration,
      type: 'Free',
      level: 'medium',
      targetExams: [examId],
      sections,
    },
  });

const createTest = async (sections: SectionBody[], duration = 60) => {
  const res = await postTest(sections, duration);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};

const start = async (token: string, testId: string) => {
  const res = await t.call<AttemptSession>('POST', '/api/attempts', { token, body: { test: testId } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data;
};
const questionsOf = async (token: string, attemptId: string) =>
  (await t.call<AttemptQuestions>('GET', `/api/attempts/${attemptId}/questions`, { token })).body.data;

/** The shown index of the original option `original` of a question (options are shuffled per attempt). */
const shown = (q: { options: string[] }, text: string) => q.options.indexOf(text);

describe('a test in sections with its marking schemes and question types', () => {
  it('JEE Main style: +4/−1, a numerical question, scored in marks per section, and the key per type', async () => {
    const p1 = await question({ questionText: 'P1', correctOption: 1 });
    const p2 = await question({ questionText: 'P2', correctOption: 2 });
    const n1 = await question({
      questionText: 'N1',
      type: 'numerical',
      options: [],
      answer: { min: 123.4, max: 123.41 },
    });
    const c1 = await question({ questionText: 'C1', type: 'multiple', correctOptions: [0, 3] });
    const jee = { correct: 4, wrong: -1 };
    const test = await createTest([
      { name: 'Physics', marking: jee, questions: [p1._id, p2._id, n1._id] },
      { name: 'Chemistry', marking: { correct: 4, wrong: -2, partial: true }, questions: [c1._id] },
    ]);
    expect(test.sections.map((s) => [s.name, s.questions.length, s.marking.correct, s.marking.wrong])).toEqual([
      ['Physics', 3, 4, -1],
      ['Chemistry', 1, 4, -2],
    ]);

    const { token } = await t.signup();
    const detail = (await t.call<TestDetail>('GET', `/api/tests/${test._id}`, { token })).body.data;
    expect(detail.sections).toMatchObject([
      {
        name: 'Physics',
        questionCount: 3,
        minutes: null,
        marking: { correct: 4, wrong: -1, unanswered: 0 },
        questionTypes: ['single', 'numerical'],
      },
      { name: 'Chemistry', questionCount: 1, marking: { partial: true }, questionTypes: ['multiple'] },
    ]);

    const session = await start(token, test._id);
    expect(session.sections.map((s) => [s.name, s.questionTypes])).toEqual([
      ['Physics', ['single', 'numerical']],
      ['Chemistry', ['multiple']],
    ]);
    const paper = await questionsOf(token, session._id);
    expect(paper.questions.map((q) => [q.questionText, q.type, q.section])).toEqual([
      ['P1', 'single', 0],
      ['P2', 'single', 0],
      ['N1', 'numerical', 0],
      ['C1', 'multiple', 1],
    ]);
    expect(paper.questions[2]?.options).toEqual([]);
    const [qp1, qp2, qn1, qc1] = paper.questions as [
      (typeof paper.questions)[0],
      (typeof paper.questions)[0],
      (typeof paper.questions)[0],
      (typeof paper.questions)[0],
    ];
    // The key never reaches the paper (three digits before the point: no timestamp's seconds can match).
    expect(JSON.stringify(paper)).not.toContain('123.4');

    // P1 right (+4), P2 wrong (−1), N1 right inside its range (+4), C1 one of two correct options (partial +1).
    const answers = [
      { question: qp1._id, selectedOption: shown(qp1, 'B') },
      { question: qp2._id, selectedOption: shown(qp2, 'A') },
      { question: qn1._id, numericAnswer: 123.405 },
      { question: qc1._id, selectedOptions: [shown(qc1, 'D')] },
    ];
    const saved = await t.call('PUT', `/api/attempts/${session._id}/answers`, { token, body: { answers, seq: 0 } });
    expect(saved.status).toBe(200);
    const resumed = await questionsOf(token, session._id);
    expect(resumed.questions.map((q) => [q.selectedOption, q.selectedOptions, q.numericAnswer])).toEqual([
      [shown(qp1, 'B'), [], null],
      [shown(qp2, 'A'), [], null],
      [null, [], 123.405],
      [null, [shown(qc1, 'D')], null],
    ]);

    const res = await t.call<AttemptResult>('POST', `/api/attempts/${session._id}/submit`, { token, body: {} });
    expect(res.status).toBe(200);
    const result = res.body.data;
    // 4 − 1 + 4 + 1 = 8 of 16: 50 %.
    expect(result).toMatchObject({ marks: 8, maxMarks: 16, score: 50, negativeMarks: 1, correctCount: 2 });
    expect(result.sections.map((s) => [s.name, s.marks, s.maxMarks, s.correct, s.partial, s.wrong])).toEqual([
      ['Physics', 7, 12, 2, 0, 1],
      ['Chemistry', 1, 4, 0, 1, 0],
    ]);
    expect(result.answers.map((a) => [a.state, a.marks])).toEqual([
      ['correct', 4],
      ['wrong', -1],
      ['correct', 4],
      ['partial', 1],
    ]);
    const review = result.answers[3];
    expect(review?.question.correctOptions.map((i) => review.question.options[i]).sort()).toEqual(['A', 'D']);
    expect(result.answers[2]?.question.answer).toEqual({ min: 123.4, max: 123.41 });
  });

  it('refuses an answer in the field of another type, and an option out of range', async () => {
    const n1 = await question({ questionText: 'N', type: 'numerical', options: [], answer: 3 as never });
    const s1 = await question({ questionText: 'S', correctOption: 0 });
    const test = await createTest([{ name: 'All', questions: [n1._id, s1._id] }]);
    const { token } = await t.signup();
    const session = await start(token, test._id);
    const paper = await questionsOf(token, session._id);
    const single = paper.questions.find((q) => q.type === 'single');
    const bad = await t.call('PUT', `/api/attempts/${session._id}/answers`, {
      token,
      body: { answers: [{ question: single?._id, selectedOption: 7 }], seq: 0 },
    });
    expect(bad.status).toBe(400);
    const text = await t.call('PUT', `/api/attempts/${session._id}/answers`, {
      token,
      body: { answers: [{ question: single?._id, numericAnswer: 'three' }], seq: 0 },
    });
    expect(text.status).toBe(400);
  });

  it('sectional timers: each section in turn; the server refuses answers of a closed section and of one not open', async () => {
    const [e1, q1, r1] = [
      await question({ questionText: 'E1', correctOption: 0 }),
      await question({ questionText: 'Q1', correctOption: 0 }),
      await question({ questionText: 'R1', correctOption: 0 }),
    ];
    const ibps = { correct: 1, wrong: -0.25 };
    const test = await createTest(
      [
        { name: 'English Language', minutes: 20, marking: ibps, questions: [e1._id] },
        { name: 'Quantitative Aptitude', minutes: 20, marking: ibps, questions: [q1._id] },
        { name: 'Reasoning Ability', minutes: 20, marking: ibps, questions: [r1._id] },
      ],
      60,
    );
    const { token } = await t.signup();
    const session = await start(token, test._id);
    const startedAt = Date.parse(session.startedAt);
    expect(session.sections.map((s) => [Date.parse(s.opensAt ?? ''), Date.parse(s.closesAt ?? '')])).toEqual([
      [startedAt, startedAt + 20 * 60_000],
      [startedAt + 20 * 60_000, startedAt + 40 * 60_000],
      [startedAt + 40 * 60_000, startedAt + 60 * 60_000],
    ]);
    const paper = await questionsOf(token, session._id);
    const [pe, pq] = paper.questions as [(typeof paper.questions)[0], (typeof paper.questions)[0]];
    const save = (answers: object[], seq: number) =>
      t.call<{ message: string }>('PUT', `/api/attempts/${session._id}/answers`, { token, body: { answers, seq } });

    expect((await save([{ question: pe._id, selectedOption: shown(pe, 'A') }], 0)).status).toBe(200);
    const early = await save([{ question: pq._id, selectedOption: shown(pq, 'A') }], 1);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('This section has not opened yet');

    t.clock.advance(21 * 60_000);
    const late = await save([{ question: pe._id, selectedOption: shown(pe, 'B') }], 2);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This section is closed: its time is over');
    expect((await save([{ question: pq._id, selectedOption: shown(pq, 'B') }], 3)).status).toBe(200);

    // A submit that also sends an answer of the closed section leaves it out: English keeps its saved answer.
    const res = await t.call<AttemptResult>('POST', `/api/attempts/${session._id}/submit`, {
      token,
      body: { answers: [{ question: pe._id, selectedOption: shown(pe, 'C') }] },
    });
    expect(res.status).toBe(200);
    // English right (+1), Quant wrong (−0.25), Reasoning unanswered: 0.75 of 3 = 25 %.
    expect(res.body.data).toMatchObject({ marks: 0.75, maxMarks: 3, score: 25 });
    expect(res.body.data.answers[0]?.state).toBe('correct');
  });

  it('refuses section timers on only some sections, and a duration other than their sum', async () => {
    const q = await question({ questionText: 'T' });
    const some = await postTest(
      [
        { name: 'A', minutes: 10, questions: [q._id] },
        { name: 'B', questions: [] },
      ],
      10,
    );
    expect(some.status).toBe(400);
    const sum = await postTest([{ name: 'A', minutes: 10, questions: [q._id] }], 30);
    expect(sum.status).toBe(400);
  });

  it('serves the Hindi text beside the English one, options in the attempt order', async () => {
    const q = await question({
      questionText: 'Which planet is the largest?',
      options: ['Earth', 'Jupiter', 'Mars', 'Venus'],
      correctOption: 1,
      hi: {
        questionText: 'सबसे बड़ा ग्रह कौन सा है?',
        options: ['पृथ्वी', 'बृहस्पति', 'मंगल', 'शुक्र'],
        explanation: 'बृहस्पति सबसे बड़ा ग्रह है।',
      },
    });
    const test = await createTest([{ name: 'GK', questions: [q._id] }]);
    const { token } = await t.signup();
    const session = await start(token, test._id);
    const [served] = (await questionsOf(token, session._id)).questions;
    expect(served?.hi?.questionText).toBe('सबसे बड़ा ग्रह कौन सा है?');
    const pairs = Object.fromEntries(served?.options.map((o, i) => [o, served.hi?.options[i]]) ?? []);
    expect(pairs).toEqual({ Earth: 'पृथ्वी', Jupiter: 'बृहस्पति', Mars: 'मंगल', Venus: 'शुक्र' });
    const res = await t.call<AttemptResult>('POST', `/api/attempts/${session._id}/submit`, { token, body: {} });
    expect(res.body.data.answers[0]?.question.hi?.explanation).toBe('बृहस्पति सबसे बड़ा ग्रह है।');
  });

  it('a test made without sections is one section named after its subject, +1/0, as before', async () => {
    const made = await t.createTest({ title: 'Plain', questionCount: 2 });
    const { token } = await t.signup();
    const detail = (await t.call<TestDetail>('GET', `/api/tests/${made.test.id}`, { token })).body.data;
    expect(detail.sections).toEqual([
      {
        name: detail.subject,
        questionCount: 2,
        minutes: null,
        attemptAny: null,
        marking: { correct: 1, wrong: 0, unanswered: 0, partial: false },
        questionTypes: ['single'],
      },
    ]);
  });

  it('shows the time spent on each question beside the average of all takers (their first attempts)', async () => {
    const made = await t.createTest({ questionCount: 2 });
    const takeWith = async (seconds: number) => {
      const { token } = await t.signup();
      const session = await start(token, made.test.id);
      const [first] = (await questionsOf(token, session._id)).questions;
      const answers = [{ question: first?._id, selectedOption: 0, timeSpent: seconds }];
      const res = await t.call<AttemptResult>('POST', `/api/attempts/${session._id}/submit`, {
        token,
        body: { answers },
      });
      return res.body.data;
    };
    const asha = await takeWith(30);
    expect(asha.answers.map((a) => [a.timeSpent, a.averageTime])).toEqual([
      [30, 30],
      [0, null],
    ]);
    const ravi = await takeWith(90);
    // (30 + 90) / 2 = 60 seconds on the first question; nobody has spent time on the second.
    expect(ravi.answers.map((a) => [a.timeSpent, a.averageTime])).toEqual([
      [90, 60],
      [0, null],
    ]);
  });
});
