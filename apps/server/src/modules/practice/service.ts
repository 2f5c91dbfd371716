import {
  LEVELS,
  type Mistake,
  MSG,
  type PracticeFeedback,
  type PracticeNext,
  type PracticeOptions,
  type PracticeProgress,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { QuestionRow, UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import type { Attempts } from '../attempts/service';
import { toPublicQuestion } from '../questions/json';
import type { Questions } from '../questions/service';
import {
  accessibleQuestions,
  insertPracticeAnswer,
  practiceAnswersOf,
  practiceResults,
  submittedAnswers,
} from './repo';

const pickRandom = <T>(items: T[]): T | undefined => items[Math.floor(Math.random() * items.length)];

type Mistaken = { question: QuestionRow; attempts: number };

export function makePractice(deps: { db: Db; questions: Questions; attempts: Pick<Attempts, 'lockedQuestionIds'> }) {
  const { db } = deps;

  /**
   * Questions practice leaves out entirely: those whose key the student may not read now (of live tests not over
   * yet, and of the student's running attempts).
   */
  const lockedFor = (user: UserRow): Promise<Set<string>> => deps.attempts.lockedQuestionIds(user);

  /** Questions of active tests the student may take (Free, or bought). */
  const accessible = (user: UserRow): Promise<QuestionRow[]> => accessibleQuestions(db, user.id);

  /** Questions the student answered wrongly in submitted attempts, with how often. */
  async function mistakes(user: UserRow): Promise<Mistaken[]> {
    const taken = await submittedAnswers(db, user.id);
    const chosen = taken.flatMap((answers) =>
      Object.entries(answers).flatMap(([id, answer]) => (answer.o === null ? [] : [{ id, option: answer.o }])),
    );
    const ids = [...new Set(chosen.map((c) => c.id))];
    if (ids.length === 0) return [];
    const byId = await deps.questions.byIds(ids);
    const wrong = new Map<string, number>();
    for (const { id, option } of chosen) {
      const question = byId.get(id);
      if (question && !question.deletedAt && question.correctOption !== option) wrong.set(id, (wrong.get(id) ?? 0) + 1);
    }
    return [...wrong].map(([id, times]) => ({ question: byId.get(id) as QuestionRow, attempts: times }));
  }

  async function progress(user: UserRow): Promise<PracticeProgress> {
    const rows = await practiceResults(db, user.id);
    const bySubject = new Map<string, { answered: number; correct: number }>();
    for (const row of rows) {
      const entry = bySubject.get(row.subject) ?? { answered: 0, correct: 0 };
      entry.answered += 1;
      entry.correct += row.isCorrect ? 1 : 0;
      bySubject.set(row.subject, entry);
    }
    const correct = rows.filter((r) => r.isCorrect).length;
    return {
      answered: rows.length,
      correct,
      accuracy: rows.length ? Math.round((correct / rows.length) * 10000) / 100 : 0,
      bySubject: [...bySubject].map(([subject, counts]) => ({ subject, ...counts })),
    };
  }

  async function practised(user: UserRow): Promise<Set<string>> {
    const rows = await practiceAnswersOf(db, user.id);
    return new Set(rows.filter((r) => r.isCorrect).map((r) => r.id));
  }

  return {
    async options(user: UserRow): Promise<PracticeOptions> {
      const [pool, wrong, done, locked] = await Promise.all([
        accessible(user),
        mistakes(user),
        progress(user),
        lockedFor(user),
      ]);
      const subjects = new Map<string, number>();
      for (const q of pool) if (!locked.has(q.id)) subjects.set(q.subject, (subjects.get(q.subject) ?? 0) + 1);
      return {
        subjects: [...subjects]
          .map(([subject, n]) => ({ subject, questions: n }))
          .sort((a, b) => a.subject.localeCompare(b.subject)),
        levels: [...LEVELS],
        mistakes: wrong.filter((m) => !locked.has(m.question.id)).length,
        progress: done,
      };
    },

    /** One question to practise, never its key: one not yet answered right when there is one. */
    async next(
      user: UserRow,
      query: { subject?: string; level?: string; mode: 'all' | 'mistakes' },
    ): Promise<PracticeNext> {
      const [source, locked, mastered] = await Promise.all([
        query.mode === 'mistakes' ? mistakes(user).then((all) => all.map((m) => m.question)) : accessible(user),
        lockedFor(user),
        practised(user),
      ]);
      const matching = source.filter(
        (q) =>
          !locked.has(q.id) &&
          (!query.subject || q.subject === query.subject) &&
          (!query.level || q.level === query.level),
      );
      const fresh = matching.filter((q) => !mastered.has(q.id));
      const question = pickRandom(fresh.length ? fresh : matching);
      return { question: question ? toPublicQuestion(question) : null, remaining: fresh.length };
    },

    /** Checks an answer to an accessible question (or one of the student's mistakes), records it, reveals the key. */
    async answer(user: UserRow, body: { question: string; selectedOption: number }): Promise<PracticeFeedback> {
      const [pool, wrong, locked] = await Promise.all([accessible(user), mistakes(user), lockedFor(user)]);
      const question =
        pool.find((q) => q.id === body.question) ?? wrong.find((m) => m.question.id === body.question)?.question;
      if (!question) throw new HttpError(403, MSG.practiceNoAccess);
      if (locked.has(question.id)) throw new HttpError(403, MSG.practiceLocked);
      if (body.selectedOption >= question.options.length) throw new HttpError(400, MSG.optionOutOfRange);
      const isCorrect = body.selectedOption === question.correctOption;
      await insertPracticeAnswer(db, {
        userId: user.id,
        questionId: question.id,
        selectedOption: body.selectedOption,
        isCorrect,
      });
      return {
        isCorrect,
        correctOption: question.correctOption,
        explanation: question.explanation,
        progress: await progress(user),
      };
    },

    async mistakes(user: UserRow): Promise<Mistake[]> {
      const [wrong, locked] = await Promise.all([mistakes(user), lockedFor(user)]);
      return wrong
        .filter((m) => !locked.has(m.question.id))
        .map((m) => ({ question: toPublicQuestion(m.question), attempts: m.attempts }));
    },
  };
}

export type Practice = ReturnType<typeof makePractice>;
