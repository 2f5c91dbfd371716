import type { AdminQuestion, KeyedQuestion, PublicQuestion } from '@mockprep/contract';
import type { QuestionRow } from '../../db/schema';

/** What a student sees before submitting: never the key or the explanation. `options` as shown to them. */
export const toPublicQuestion = (row: QuestionRow, options = row.options): PublicQuestion => ({
  _id: row.id,
  questionText: row.questionText,
  options,
  subject: row.subject,
  level: row.level,
});

/** With the key, `correctOption` indexing `options` as shown. */
export const toKeyedQuestion = (
  row: QuestionRow,
  options = row.options,
  correctOption = row.correctOption,
): KeyedQuestion => ({ ...toPublicQuestion(row, options), correctOption, explanation: row.explanation });

export const toAdminQuestion = (row: QuestionRow): AdminQuestion => ({
  ...toKeyedQuestion(row),
  createdAt: row.createdAt.toISOString(),
});
