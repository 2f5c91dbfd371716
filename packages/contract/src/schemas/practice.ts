import { z } from 'zod';
import { Id, INPUT_LIMITS, text } from './common';
import { Level, PublicQuestion } from './mock-test';
import { Page } from './paging';

export const PracticeQuery = z.object({
  subject: text(INPUT_LIMITS.label).trim().optional(),
  level: Level.optional(),
  mode: z.enum(['all', 'mistakes']).optional().default('all'),
});
export type PracticeQuery = z.input<typeof PracticeQuery>;

export const PracticeProgress = z
  .object({
    answered: z.number().int(),
    correct: z.number().int(),
    accuracy: z.number(),
    bySubject: z.array(z.object({ subject: z.string(), answered: z.number().int(), correct: z.number().int() })),
  })
  .meta({ id: 'PracticeProgress' });
export type PracticeProgress = z.infer<typeof PracticeProgress>;

/** What practice can serve: subjects and levels of accessible questions, and how many mistakes wait. */
export const PracticeOptions = z
  .object({
    subjects: z.array(z.object({ subject: z.string(), questions: z.number().int() })),
    levels: z.array(Level),
    mistakes: z.number().int(),
    progress: PracticeProgress,
  })
  .meta({ id: 'PracticeOptions' });
export type PracticeOptions = z.infer<typeof PracticeOptions>;

/** The next question to practise (never its key), or null when none matches. */
export const PracticeNext = z.object({ question: PublicQuestion.nullable() }).meta({ id: 'PracticeNext' });
export type PracticeNext = z.infer<typeof PracticeNext>;

export const PracticeAnswerBody = z.object({
  question: Id,
  selectedOption: z.number().int().min(0).max(INPUT_LIMITS.options),
});
export type PracticeAnswerBody = z.infer<typeof PracticeAnswerBody>;

export const PracticeFeedback = z
  .object({
    isCorrect: z.boolean(),
    correctOption: z.number().int(),
    explanation: z.string().nullable(),
    progress: PracticeProgress,
  })
  .meta({ id: 'PracticeFeedback' });
export type PracticeFeedback = z.infer<typeof PracticeFeedback>;

/** A question the student got wrong in a submitted attempt (no key: practice reveals it after an answer). */
export const Mistake = z.object({ question: PublicQuestion, attempts: z.number().int() }).meta({ id: 'Mistake' });
export type Mistake = z.infer<typeof Mistake>;

/** Mistakes, the most recently added question first; the cursor is the last entry's question id. */
export const MistakePage = Page(Mistake).meta({ id: 'MistakePage' });
export type MistakePage = z.infer<typeof MistakePage>;
