import {
  type AttemptLayout,
  accuracyPercent,
  DEFAULT_MARKING,
  formatClock,
  formatDuration,
  type Marking,
  percentile,
  type QuestionType,
  scorePercent,
} from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import {
  keyOf,
  layoutOf,
  markAnswer,
  maxMarksOf,
  type QuestionKey,
  type SavedAnswer,
  scoreAnswers,
  sectionWindows,
  timeTakenSeconds,
  wronglyAnswered,
} from './scoring';
import { randomOrder, toOriginal, toShown } from './shuffle';

const single = (correct: number): QuestionKey => ({ type: 'single', correct: [correct], min: null, max: null });
const multiple = (...correct: number[]): QuestionKey => ({ type: 'multiple', correct, min: null, max: null });
const numerical = (min: number, max = min): QuestionKey => ({ type: 'numerical', correct: [], min, max });
const mark = (correct: number, wrong = 0, partial = false): Marking => ({ correct, wrong, unanswered: 0, partial });

type Section = { name: string; marking: Marking; keys: QuestionKey[]; minutes?: number; attemptAny?: number };

/** A layout and keys for sections of questions named s<section>q<n>. */
function exam(sections: Section[], markings: Record<number, Marking> = {}) {
  const questionIds = sections.flatMap((s, i) => s.keys.map((_, n) => `s${i}q${n}`));
  const keys = new Map(sections.flatMap((s, i) => s.keys.map((k, n): [string, QuestionKey] => [`s${i}q${n}`, k])));
  const layout: AttemptLayout = {
    sections: sections.map((s) => ({
      name: s.name,
      minutes: s.minutes ?? null,
      attemptAny: s.attemptAny ?? null,
      marking: s.marking,
      count: s.keys.length,
    })),
    types: sections.flatMap((s) => s.keys.map((k): QuestionType => k.type)),
    markings,
  };
  return {
    layout,
    questionIds,
    score: (answers: Record<string, SavedAnswer>) => scoreAnswers(layout, questionIds, keys, answers),
  };
}

const o = (option: number | null): SavedAnswer => ({ o: option, t: 30 });
const m = (...options: number[]): SavedAnswer => ({ o: null, m: options, t: 30 });
const v = (value: number): SavedAnswer => ({ o: null, v: value, t: 30 });

describe('one question', () => {
  it('single-correct: the key is right, another option wrong, nothing unanswered', () => {
    const jee = mark(4, -1);
    expect(markAnswer(single(2), jee, o(2))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(single(2), jee, o(0))).toEqual({ state: 'wrong', marks: -1 });
    expect(markAnswer(single(2), jee, o(null))).toEqual({ state: 'unanswered', marks: 0 });
    expect(markAnswer(single(2), jee, undefined)).toEqual({ state: 'unanswered', marks: 0 });
  });

  it('JEE Advanced multiple-correct with partial marks: +4 all, +1 per correct chosen, −2 for any wrong', () => {
    const adv = mark(4, -2, true);
    const key = multiple(0, 1, 3);
    expect(markAnswer(key, adv, m(0, 1, 3))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(key, adv, m(0, 3))).toEqual({ state: 'partial', marks: 2 });
    expect(markAnswer(key, adv, m(1))).toEqual({ state: 'partial', marks: 1 });
    expect(markAnswer(key, adv, m(0, 1, 2))).toEqual({ state: 'wrong', marks: -2 });
    expect(markAnswer(key, adv, m())).toEqual({ state: 'unanswered', marks: 0 });
  });

  it('multiple-correct without partial marks (GATE MSQ): all or nothing, no negative', () => {
    const msq = mark(2, 0);
    expect(markAnswer(multiple(0, 2), msq, m(0, 2))).toEqual({ state: 'correct', marks: 2 });
    expect(markAnswer(multiple(0, 2), msq, m(0))).toEqual({ state: 'wrong', marks: 0 });
  });

  it('numerical: an exact value or anything in the range, both ends included', () => {
    const nat = mark(4, -1);
    expect(markAnswer(numerical(12), nat, v(12))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(numerical(0.3), nat, v(0.1 + 0.2))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(numerical(12), nat, v(12.5))).toEqual({ state: 'wrong', marks: -1 });
    expect(markAnswer(numerical(3.4, 3.6), nat, v(3.4))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(numerical(3.4, 3.6), nat, v(3.6))).toEqual({ state: 'correct', marks: 4 });
    expect(markAnswer(numerical(3.4, 3.6), nat, v(3.61))).toEqual({ state: 'wrong', marks: -1 });
    expect(markAnswer(numerical(3.4, 3.6), nat, { o: null, v: null, t: 4 })).toEqual({
      state: 'unanswered',
      marks: 0,
    });
  });

  it('reads the key of each type from the bank', () => {
    const row = { correctOption: 1, correctOptions: null, answerMin: null, answerMax: null };
    expect(keyOf({ ...row, type: 'single' })).toEqual(single(1));
    expect(keyOf({ ...row, type: 'multiple', correctOptions: [0, 2] })).toEqual(multiple(0, 2));
    expect(keyOf({ ...row, type: 'numerical', answerMin: 5, answerMax: 5 })).toEqual(numerical(5));
  });
});

describe('a whole attempt', () => {
  it('JEE Main: +4/−1 in three subjects with numerical questions', () => {
    // Physics: 2 right (+8), 1 wrong (−1). Chemistry: 1 right (+4), 1 numerical wrong (−1). Mathematics: numerical
    // right (+4), 1 unanswered. Marks 8 − 1 + 4 − 1 + 4 = 14 of 7 × 4 = 28: 50 %.
    const { score } = exam([
      { name: 'Physics', marking: mark(4, -1), keys: [single(0), single(1), single(2)] },
      { name: 'Chemistry', marking: mark(4, -1), keys: [single(3), numerical(7)] },
      { name: 'Mathematics', marking: mark(4, -1), keys: [numerical(2.5), single(0)] },
    ]);
    const result = score({ s0q0: o(0), s0q1: o(1), s0q2: o(0), s1q0: o(3), s1q1: v(8), s2q0: v(2.5) });
    expect(result).toMatchObject({
      marks: 14,
      maxMarks: 28,
      score: 50,
      negativeMarks: 2,
      correctCount: 4,
      incorrectCount: 2,
      unansweredCount: 1,
      accuracy: 66.67,
    });
    expect(result.sections.map((s) => [s.name, s.marks, s.maxMarks, s.correct, s.wrong, s.unanswered])).toEqual([
      ['Physics', 7, 12, 2, 1, 0],
      ['Chemistry', 3, 8, 1, 1, 0],
      ['Mathematics', 4, 8, 1, 0, 1],
    ]);
    expect(result.sections[0]?.timeSpent).toBe(90);
  });

  it('JEE Advanced: partial marks count in the total and as partly right, not as mistakes', () => {
    // +4 (all three), +2 (two of three), −2 (a wrong one): 4 of 12.
    const { score, questionIds } = exam([
      { name: 'Paper 1', marking: mark(4, -2, true), keys: [multiple(0, 1), multiple(0, 1, 2), multiple(3)] },
    ]);
    const result = score({ s0q0: m(0, 1), s0q1: m(0, 2), s0q2: m(2, 3) });
    expect(result).toMatchObject({ marks: 4, maxMarks: 12, score: 33.33, negativeMarks: 2, correctCount: 1 });
    expect(result.sections[0]).toMatchObject({ correct: 1, partial: 1, wrong: 1 });
    expect(wronglyAnswered(questionIds, result)).toEqual(['s0q2']);
  });

  it('SSC CGL Tier 1: +2/−0.5 in four sections', () => {
    // 3 right (+6), 2 wrong (−1), 3 unanswered: 5 of 16 = 31.25 %.
    const ssc = mark(2, -0.5);
    const { score } = exam(
      ['Reasoning', 'General Awareness', 'Quantitative Aptitude', 'English'].map((name) => ({
        name,
        marking: ssc,
        keys: [single(0), single(1)],
      })),
    );
    const result = score({ s0q0: o(0), s0q1: o(1), s1q0: o(2), s2q0: o(0), s3q1: o(3) });
    expect(result).toMatchObject({ marks: 5, maxMarks: 16, score: 31.25, negativeMarks: 1, unansweredCount: 3 });
  });

  it('IBPS PO prelims: +1/−0.25, sections one after another on their own timers', () => {
    const ibps = mark(1, -0.25);
    const { score, layout } = exam([
      { name: 'English Language', marking: ibps, keys: [single(0), single(1)], minutes: 20 },
      { name: 'Quantitative Aptitude', marking: ibps, keys: [single(2)], minutes: 20 },
      { name: 'Reasoning Ability', marking: ibps, keys: [single(3)], minutes: 20 },
    ]);
    // 2 right, 1 wrong, 1 unanswered: 2 − 0.25 = 1.75 of 4.
    expect(score({ s0q0: o(0), s0q1: o(0), s1q0: o(2) })).toMatchObject({
      marks: 1.75,
      maxMarks: 4,
      score: 43.75,
    });
    const start = new Date('2026-11-26T10:00:00Z');
    expect(sectionWindows(layout, start).map((w) => w && [w.opensAt.toISOString(), w.closesAt.toISOString()])).toEqual([
      ['2026-11-26T10:00:00.000Z', '2026-11-26T10:20:00.000Z'],
      ['2026-11-26T10:20:00.000Z', '2026-11-26T10:40:00.000Z'],
      ['2026-11-26T10:40:00.000Z', '2026-11-26T11:00:00.000Z'],
    ]);
  });

  it('GATE: 1- and 2-mark questions with −1/3 and −2/3, numerical and MSQ without negatives', () => {
    // Section marking 1/−1/3; q1 is 2 marks with −2/3; q2 numerical and q3 MSQ have no negative.
    const { score } = exam(
      [
        {
          name: 'General Aptitude',
          marking: mark(1, -1 / 3),
          keys: [single(0), single(1), numerical(1.5, 1.6), multiple(0, 1)],
        },
      ],
      { 1: mark(2, -2 / 3), 2: mark(2, 0), 3: mark(1, 0) },
    );
    // q0 wrong (−1/3), q1 wrong (−2/3), q2 right (+2), q3 wrong (0): 2 − 1 = 1 of 6.
    const result = score({ s0q0: o(1), s0q1: o(0), s0q2: v(1.55), s0q3: m(0) });
    expect(result).toMatchObject({ marks: 1, maxMarks: 6, score: 16.67, negativeMarks: 1 });
    // One wrong 1-mark question alone: −0.33.
    expect(score({ s0q0: o(1) }).marks).toBe(-0.33);
    expect(score({ s0q0: o(1) }).score).toBe(-5.5);
  });

  it('attempt any K of N: only the first K answered count, and the maximum is K questions', () => {
    // JEE Main section B: 5 numerical questions, any 2. Three answered (all right): the third is left out.
    const { score, layout } = exam([
      {
        name: 'Mathematics B',
        marking: mark(4, -1),
        keys: [numerical(1), numerical(2), numerical(3), numerical(4), numerical(5)],
        attemptAny: 2,
      },
    ]);
    const result = score({ s0q0: v(1), s0q2: v(3), s0q4: v(5) });
    expect(result).toMatchObject({ marks: 8, maxMarks: 8, score: 100, correctCount: 2, unansweredCount: 3 });
    expect(result.outcomes[4]).toEqual({ state: 'unanswered', marks: 0 });
    expect(maxMarksOf(layout)).toBe(8);
  });

  it('negative marks for unanswered questions when the scheme takes them', () => {
    const { score } = exam([
      { name: 'A', marking: { ...mark(3, -1), unanswered: -0.5 }, keys: [single(0), single(0)] },
    ]);
    expect(score({ s0q0: o(0) })).toMatchObject({ marks: 2.5, negativeMarks: 0.5 });
  });

  it('an attempt from before sections is one +1/0 section of single-correct questions: the old score exactly', () => {
    const row = { layout: null, questionIds: ['q1', 'q2', 'q3', 'q4'] };
    const layout = layoutOf(row, 'Physics');
    expect(layout.sections).toEqual([
      { name: 'Physics', minutes: null, attemptAny: null, marking: DEFAULT_MARKING, count: 4 },
    ]);
    const keys = new Map(row.questionIds.map((id, i) => [id, single(i % 4)]));
    const result = scoreAnswers(layout, row.questionIds, keys, { q1: o(0), q2: o(1), q3: o(0), q4: o(null) });
    // Before: score = correct / total × 100 = 2 / 4; accuracy = 2 / 3 answered.
    expect(result).toMatchObject({
      marks: 2,
      maxMarks: 4,
      score: scorePercent(2, 4),
      accuracy: accuracyPercent(2, 3),
      correctCount: 2,
      incorrectCount: 1,
      unansweredCount: 1,
    });
  });

  it('ignores answers to questions outside the attempt', () => {
    const { score } = exam([{ name: 'A', marking: mark(1), keys: [single(0)] }]);
    expect(score({ s0q0: o(0), other: o(1) })).toMatchObject({ marks: 1, correctCount: 1, totalQuestions: 1 });
  });
});

describe('score and accuracy percent', () => {
  it('rounds to two decimals', () => {
    expect(scorePercent(1, 3)).toBe(33.33);
    expect(accuracyPercent(2, 3)).toBe(66.67);
  });
});

describe('shuffle mapping', () => {
  it('is a permutation and round-trips shown <-> original', () => {
    for (let n = 2; n <= 6; n++) {
      const order = randomOrder(n);
      expect([...order].sort()).toEqual(Array.from({ length: n }, (_, i) => i));
      for (let shown = 0; shown < n; shown++) {
        const original = toOriginal(order, shown) as number;
        expect(toShown(order, original)).toBe(shown);
      }
    }
    expect(toOriginal([2, 0, 1], 3)).toBeUndefined();
    expect(toShown([2, 0, 1], null)).toBeNull();
  });
  it('produces every order over many draws (not a fixed pattern)', () => {
    const seen = new Set(Array.from({ length: 400 }, () => randomOrder(3).join('')));
    expect(seen.size).toBe(6);
  });
});

describe('percentile and time', () => {
  it('percentile is the share at or below, x 100', () => {
    expect(percentile(3, 4)).toBe(75);
    expect(percentile(1, 3)).toBe(33.33);
    expect(percentile(0, 0)).toBe(0);
  });
  it('time taken stops at expiry', () => {
    const start = new Date('2026-01-01T10:00:00Z');
    const end = new Date('2026-01-01T10:30:00Z');
    expect(timeTakenSeconds(start, end, new Date('2026-01-01T10:12:30Z'))).toBe(750);
    expect(timeTakenSeconds(start, end, new Date('2026-01-01T11:00:00Z'))).toBe(1800);
  });
  it.each([
    [0, '0:00'],
    [5, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [-4, '0:00'],
  ])('formatClock(%i) = %s', (s, text) => {
    expect(formatClock(s)).toBe(text);
  });
  it.each([
    [0, '0s'],
    [45, '45s'],
    [250, '4m 10s'],
    [3600, '1h'],
    [3783, '1h 3m 3s'],
  ])('formatDuration(%i) = %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
});
