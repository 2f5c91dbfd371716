import {
  LEVELS,
  type MistakePage,
  MSG,
  type PageQuery,
  type PracticeFeedback,
  type PracticeNext,
  type PracticeOptions,
  type PracticeProgress,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { HttpError } from '../../lib/http-error';
import { firstPageTotal, pageOf } from '../../lib/paging';
import type { Attempts } from '../attempts/service';
import { toPublicQuestion } from '../questions/json';
import {
  insertPracticeAnswer,
  mistakeCount,
  mistakesPage,
  type PracticeFilter,
  pickQuestion,
  practiceQuestion,
  practiceTotals,
  practisableSubjects,
} from './repo';

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 10000) / 100 : 0);

export function makePractice(deps: { db: Db; attempts: Pick<Attempts, 'lockedQuestionIds'> }) {
  const { db } = deps;

  /**
   * Questions practice leaves out entirely: those whose key the student may not read now (of live tests not over
   * yet, and of the student's running attempts).
   */
  const lockedFor = async (user: UserRow): Promise<string[]> => [...(await deps.attempts.lockedQuestionIds(user))];

  async function progress(user: UserRow): Promise<PracticeProgress> {
    const bySubject = await practiceTotals(db, user.id);
    const answered = bySubject.reduce((sum, row) => sum + row.answered, 0);
    const correct = bySubject.reduce((sum, row) => sum + row.correct, 0);
    return { answered, correct, accuracy: percent(correct, answered), bySubject };
  }

  return {
    async options(user: UserRow): Promise<PracticeOptions> {
      const locked = await lockedFor(user);
      const [subjects, mistakes, done] = await Promise.all([
        practisableSubjects(db, user.id, locked),
        mistakeCount(db, user.id, locked),
        progress(user),
      ]);
      return { subjects, levels: [...LEVELS], mistakes, progress: done };
    },

    /** One question to practise, never its key: one not yet answered right when there is one. */
    async next(user: UserRow, filter: PracticeFilter): Promise<PracticeNext> {
      const picked = await pickQuestion(db, user.id, filter, await lockedFor(user));
      return { question: picked ? toPublicQuestion(picked) : null };
    },

    /** Checks an answer to an accessible question (or one of the student's mistakes), records it, reveals the key. */
    async answer(user: UserRow, body: { question: string; selectedOption: number }): Promise<PracticeFeedback> {
      const [question, locked] = await Promise.all([practiceQuestion(db, user.id, body.question), lockedFor(user)]);
      if (!question) throw new HttpError(403, MSG.practiceNoAccess);
      if (locked.includes(question.id)) throw new HttpError(403, MSG.practiceLocked);
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

    /** A page of the questions the student got wrong in submitted attempts (locked ones left out). */
    async mistakes(user: UserRow, query: PageQuery): Promise<MistakePage> {
      const locked = await lockedFor(user);
      const [rows, counted] = await Promise.all([
        mistakesPage(db, user.id, locked, query),
        firstPageTotal(query, () => mistakeCount(db, user.id, locked)),
      ]);
      const page = pageOf(rows, query);
      return {
        entries: page.rows.map((row) => ({ question: toPublicQuestion(row.question), attempts: row.times })),
        nextCursor: page.nextCursor,
        ...counted,
      };
    },
  };
}

export type Practice = ReturnType<typeof makePractice>;
