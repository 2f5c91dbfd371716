import type { AdminQuestion, KeyedQuestion, PublicQuestion } from '@mockprep/contract';
import type { QuestionRow } from '../../db/schema';

/**
 * What a student sees before submitting: never the key or the explanation. `options` as shown to them, and the
 * Hindi options in the same order (`order`: shown position -> original index).
 */
export const toPublicQuestion = (row: QuestionRow, order?: number[]): PublicQuestion => {
  const shown = <T>(items: T[]) => (order ? order.map((i) => items[i] as T) : items);
  return {
    _id: row.id,
    questionText: row.questionText,
    options: shown(row.options),
    type: row.type,
    hi: row.hindi
      ? { questionText: row.hindi.questionText, options: row.hindi.options.length > 0 ? shown(row.hindi.options) : [] }
      : null,
    image: row.image,
    optionImages: row.optionImages.length > 0 ? shown(row.options.map((_, i) => row.optionImages[i] ?? null)) : [],
    subject: row.subject,
    level: row.level,
  };
};

/** With the key, the options and the correct ones in the order `order` shows them (the bank's order without it). */
export const toKeyedQuestion = (row: QuestionRow, order?: number[]): KeyedQuestion => {
  const original =
    row.type === 'multiple' ? (row.correctOptions ?? []) : row.type === 'single' ? [row.correctOption] : [];
  const correctOptions = original.map((o) => (order ? order.indexOf(o) : o)).sort((a, b) => a - b);
  const publicJson = toPublicQuestion(row, order);
  // Own fields before the spread: V8 builds an object that gains several fields after a spread about five times
  // slower, and a result carries 50 of these.
  return {
    correctOption: correctOptions[0] ?? 0,
    correctOptions,
    answer: row.answerMin !== null && row.answerMax !== null ? { min: row.answerMin, max: row.answerMax } : null,
    explanation: row.explanation,
    ...publicJson,
    hi: row.hindi ? { ...row.hindi, options: publicJson.hi?.options ?? [] } : null,
  };
};

export const toAdminQuestion = (row: QuestionRow): AdminQuestion => ({
  ...toKeyedQuestion(row),
  createdAt: row.createdAt.toISOString(),
});
