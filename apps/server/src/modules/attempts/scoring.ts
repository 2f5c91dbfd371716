import {
  type AnswerState,
  type AttemptLayout,
  accuracyPercent,
  DEFAULT_MARKING,
  type Marking,
  type QuestionType,
  roundMarks,
  type SectionResult,
  scorePercent,
} from '@mockprep/contract';
/** A saved answer, in original option order: `o` single, `m` multiple, `v` numerical; `t` seconds spent. */
export type SavedAnswer = { o: number | null; m?: number[]; v?: number | null; t: number };

/** A question's key: the correct options (original order) or, for a numerical question, the answer range. */
export type QuestionKey = { type: QuestionType; correct: number[]; min: number | null; max: number | null };

/** Numbers typed in are compared with this much slack (0.1 + 0.2 is 0.3). */
const EPSILON = 1e-9;

/** The key of a question as the bank stores it. */
export function keyOf(q: {
  type: QuestionType;
  correctOption: number;
  correctOptions: number[] | null;
  answerMin: number | null;
  answerMax: number | null;
}): QuestionKey {
  const correct = q.type === 'multiple' ? (q.correctOptions ?? []) : q.type === 'single' ? [q.correctOption] : [];
  return { type: q.type, correct, min: q.answerMin, max: q.answerMax };
}

/** Whether the saved answer holds anything for a question of this type. */
export function isAnswered(type: QuestionType, answer: SavedAnswer | undefined): boolean {
  if (!answer) return false;
  if (type === 'multiple') return (answer.m?.length ?? 0) > 0;
  if (type === 'numerical') return typeof answer.v === 'number';
  return answer.o !== null;
}

/**
 * One question's outcome. Multiple-correct: every correct option and no other is correct; any wrong option is
 * wrong; some correct options and no wrong one earn +1 each with partial marking (JEE Advanced), else are wrong.
 */
export function markAnswer(
  key: QuestionKey | undefined,
  marking: Marking,
  answer: SavedAnswer | undefined,
): { state: AnswerState; marks: number } {
  const type = key?.type ?? 'single';
  if (!isAnswered(type, answer) || !answer) return { state: 'unanswered', marks: marking.unanswered };
  const wrong = { state: 'wrong' as const, marks: marking.wrong };
  const correct = { state: 'correct' as const, marks: marking.correct };
  if (!key) return wrong;
  if (type === 'numerical') {
    const v = answer.v as number;
    return key.min !== null && key.max !== null && v >= key.min - EPSILON && v <= key.max + EPSILON ? correct : wrong;
  }
  if (type === 'single') return answer.o === key.correct[0] ? correct : wrong;
  const chosen = new Set(answer.m);
  if ([...chosen].some((o) => !key.correct.includes(o))) return wrong;
  if (chosen.size === key.correct.length) return correct;
  return marking.partial ? { state: 'partial', marks: Math.min(chosen.size, marking.correct) } : wrong;
}

/** An attempt's layout; an attempt from before sections is one section of single-correct questions, +1/0. */
export function layoutOf(row: { layout: AttemptLayout | null; questionIds: string[] }, name: string): AttemptLayout {
  return (
    row.layout ?? {
      sections: [{ name, minutes: null, attemptAny: null, marking: DEFAULT_MARKING, count: row.questionIds.length }],
      types: row.questionIds.map(() => 'single'),
      markings: {},
    }
  );
}

/** Each question position's section index and marking. */
export function positionsOf(layout: AttemptLayout): { section: number; marking: Marking }[] {
  return layout.sections
    .flatMap((section, index) =>
      Array.from({ length: section.count }, () => ({ section: index, marking: section.marking })),
    )
    .map((p, position) => ({ ...p, marking: layout.markings[position] ?? p.marking }));
}

export type QuestionOutcome = { state: AnswerState; marks: number };

export type Scored = {
  correctCount: number;
  incorrectCount: number;
  unansweredCount: number;
  totalQuestions: number;
  marks: number;
  maxMarks: number;
  negativeMarks: number;
  score: number;
  accuracy: number;
  sections: SectionResult[];
  /** Per question position. */
  outcomes: QuestionOutcome[];
};

type Tally = { correct: number; partial: number; wrong: number; unanswered: number; marks: number; lost: number };
const tally = (): Tally => ({ correct: 0, partial: 0, wrong: 0, unanswered: 0, marks: 0, lost: 0 });

/**
 * Scores saved answers (original option indexes) against the keys, section by section. In a section of "attempt
 * any K" only its first K answered questions count; the others are left out as unanswered, with no marks.
 */
export function scoreAnswers(
  layout: AttemptLayout,
  questionIds: string[],
  keys: Map<string, QuestionKey>,
  answers: Record<string, SavedAnswer>,
): Scored {
  const places = positionsOf(layout);
  const tallies = layout.sections.map(tally);
  const answeredIn = layout.sections.map(() => 0);
  const outcomes = questionIds.map((id, position): QuestionOutcome => {
    const { section, marking } = places[position] ?? { section: 0, marking: DEFAULT_MARKING };
    const type = layout.types[position] ?? 'single';
    const limit = layout.sections[section]?.attemptAny ?? null;
    const answered = isAnswered(type, answers[id]);
    if (answered) answeredIn[section] = (answeredIn[section] ?? 0) + 1;
    const over = answered && limit !== null && (answeredIn[section] ?? 0) > limit;
    const result: QuestionOutcome = !answered
      ? { state: 'unanswered', marks: marking.unanswered }
      : over
        ? { state: 'unanswered', marks: 0 }
        : markAnswer(keys.get(id), marking, answers[id]);
    const t = tallies[section] as Tally;
    t[result.state] = t[result.state] + 1;
    t.marks += result.marks;
    if (result.marks < 0) t.lost -= result.marks;
    return result;
  });
  const sections = layout.sections.map((section, index): SectionResult => {
    const t = tallies[index] as Tally;
    const first = layout.sections.slice(0, index).reduce((sum, s) => sum + s.count, 0);
    const positions = Array.from({ length: section.count }, (_, i) => first + i);
    const best = positions.map((p) => places[p]?.marking.correct ?? 0).sort((a, b) => b - a);
    const answered = t.correct + t.partial + t.wrong;
    return {
      name: section.name,
      marks: roundMarks(t.marks),
      maxMarks: roundMarks(best.slice(0, section.attemptAny ?? best.length).reduce((sum, m) => sum + m, 0)),
      correct: t.correct,
      partial: t.partial,
      wrong: t.wrong,
      unanswered: t.unanswered,
      total: section.count,
      accuracy: accuracyPercent(t.correct, answered),
      negativeMarks: roundMarks(t.lost),
      timeSpent: positions.reduce((sum, p) => sum + (answers[questionIds[p] ?? '']?.t ?? 0), 0),
    };
  });
  const sum = (pick: (s: SectionResult) => number) => sections.reduce((total, s) => total + pick(s), 0);
  const correct = sum((s) => s.correct);
  const answered = correct + sum((s) => s.partial + s.wrong);
  const marks = roundMarks(sum((s) => s.marks));
  const maxMarks = roundMarks(sum((s) => s.maxMarks));
  return {
    correctCount: correct,
    incorrectCount: answered - correct,
    unansweredCount: questionIds.length - answered,
    totalQuestions: questionIds.length,
    marks,
    maxMarks,
    negativeMarks: roundMarks(sum((s) => s.negativeMarks)),
    score: scorePercent(marks, maxMarks),
    accuracy: accuracyPercent(correct, answered),
    sections,
    outcomes,
  };
}

/** The most an attempt of this layout can score. */
export const maxMarksOf = (layout: AttemptLayout): number =>
  scoreAnswers(
    layout,
    layout.types.map((_, i) => String(i)),
    new Map(),
    {},
  ).maxMarks;

/** The questions answered wrongly (each once: the student's new mistakes); partly right ones are not mistakes. */
export function wronglyAnswered(questionIds: string[], scored: Scored): string[] {
  return questionIds.filter((_, position) => scored.outcomes[position]?.state === 'wrong');
}

/** Seconds from start to the earlier of submission and expiry. */
export function timeTakenSeconds(startedAt: Date, expiresAt: Date, at: Date): number {
  const end = Math.min(at.getTime(), expiresAt.getTime());
  return Math.max(0, Math.round((end - startedAt.getTime()) / 1000));
}

/** Each section's window when sections have timers of their own (one after another from the start), else null. */
export function sectionWindows(layout: AttemptLayout, startedAt: Date): ({ opensAt: Date; closesAt: Date } | null)[] {
  if (!layout.sections.every((s) => s.minutes !== null)) return layout.sections.map(() => null);
  let at = startedAt.getTime();
  return layout.sections.map((s) => {
    const opensAt = new Date(at);
    at += (s.minutes ?? 0) * 60_000;
    return { opensAt, closesAt: new Date(at) };
  });
}
