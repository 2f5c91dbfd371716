import { z } from 'zod';
import { MAX_BULK_ITEMS, type SelectableEntity, selectToDelete, TOO_MANY_ITEMS } from '../admin/limits';
import { QuestionInput } from '../admin/questions';
import { Id, INPUT_LIMITS, text } from './common';
import { Marking } from './exam';
import { KeyedQuestion, Test } from './mock-test';
import { Page } from './paging';

export const BulkResult = z
  .object({
    successful: z.number().int(),
    failed: z.number().int(),
    errors: z.array(z.string()),
  })
  .meta({ id: 'BulkResult' });
export type BulkResult = z.infer<typeof BulkResult>;

export const BulkAssignResult = z
  .object({
    message: z.string(),
    questionsCreated: z.number().int(),
    testsUpdated: z.number().int(),
  })
  .meta({ id: 'BulkAssignResult' });
export type BulkAssignResult = z.infer<typeof BulkAssignResult>;

/** A test's section as the Admin Panel edits it: its questions in order, each with the marks of its own or null. */
export const AdminSection = z
  .object({
    name: z.string(),
    minutes: z.number().int().nullable(),
    attemptAny: z.number().int().nullable(),
    marking: Marking,
    questions: z.array(z.object({ question: z.string(), marking: Marking.nullable() })),
  })
  .meta({ id: 'AdminSection' });
export type AdminSection = z.infer<typeof AdminSection>;

/** One test as the Admin Panel edits it: with its question ids in order, and its sections (GET, create and update). */
export const AdminTest = Test.extend({ questions: z.array(z.string()), sections: z.array(AdminSection) }).meta({
  id: 'AdminTest',
});
export type AdminTest = z.infer<typeof AdminTest>;

export const AdminQuestion = KeyedQuestion.extend({ createdAt: z.string() }).meta({ id: 'AdminQuestion' });
export type AdminQuestion = z.infer<typeof AdminQuestion>;

/** The Admin Panel's test list: inactive tests too, each with its question count but not its question ids. */
export const AdminTestPage = Page(Test).meta({ id: 'AdminTestPage' });
export type AdminTestPage = z.infer<typeof AdminTestPage>;

export const AdminQuestionPage = Page(AdminQuestion).meta({ id: 'AdminQuestionPage' });
export type AdminQuestionPage = z.infer<typeof AdminQuestionPage>;

export const AdminStats = z
  .object({
    totalUsers: z.number().int(),
    totalTests: z.number().int(),
    totalAttempts: z.number().int(),
    /** Rupees, paid payments only. */
    totalRevenue: z.number(),
    recentUsers: z.number().int(),
    recentAttempts: z.number().int(),
    averageScore: z.number(),
    activeTests: z.number().int(),
    totalQuestions: z.number().int(),
    paidTests: z.number().int(),
  })
  .meta({ id: 'AdminStats' });
export type AdminStats = z.infer<typeof AdminStats>;

export const PromoCode = z
  .object({
    _id: z.string(),
    code: z.string(),
    description: z.string(),
    discountType: z.enum(['percentage', 'fixed']),
    discountValue: z.number(),
    maxDiscount: z.number().nullable(),
    minAmount: z.number(),
    maxUses: z.number().int().nullable(),
    usedCount: z.number().int(),
    validFrom: z.string(),
    validUntil: z.string(),
    isActive: z.boolean(),
    applicableTests: z.array(z.string()),
    applicableTargetExams: z.array(z.string()),
    createdAt: z.string(),
  })
  .meta({ id: 'PromoCode' });
export type PromoCode = z.infer<typeof PromoCode>;

export const PromoStats = z
  .object({
    totalPromoCodes: z.number().int(),
    activePromoCodes: z.number().int(),
    expiredPromoCodes: z.number().int(),
    mostUsed: z.array(z.object({ _id: z.string(), code: z.string(), usedCount: z.number().int() })),
  })
  .meta({ id: 'PromoStats' });
export type PromoStats = z.infer<typeof PromoStats>;

/** Bodies of the admin calls whose items are checked one by one (partial success) or all at once. */
const BulkItems = z.array(z.unknown()).max(MAX_BULK_ITEMS, TOO_MANY_ITEMS);
const BulkIds = z.array(Id).max(MAX_BULK_ITEMS, TOO_MANY_ITEMS);
export const BulkItemsBody = <K extends string>(key: K) =>
  z.object({ [key]: BulkItems } as Record<K, typeof BulkItems>);
export const BulkAssignBody = z.object({ questions: BulkItems, testIds: BulkIds });
/** The ids of a bulk delete: an empty selection is refused with SPEC's "Please select ... to delete". */
export const IdsBody = <K extends string>(key: K, entity: SelectableEntity) => {
  const ids = BulkIds.min(1, selectToDelete(entity));
  return z.object({ [key]: ids } as Record<K, typeof ids>);
};
export const SequencesBody = z.object({
  sequences: z
    .array(z.object({ id: Id, sequence: z.number().int().min(0).max(INPUT_LIMITS.count) }))
    .min(1)
    .max(MAX_BULK_ITEMS, TOO_MANY_ITEMS),
});
export const AdminPasswordBody = z.object({ newPassword: text(128).min(6, 'Password must be at least 6 characters') });
export const QuestionUpdateBody = QuestionInput;

/** How many records a bulk delete removed. */
export const DeletedCount = z.object({ deleted: z.number().int() }).meta({ id: 'DeletedCount' });
export type DeletedCount = z.infer<typeof DeletedCount>;

/** A bulk question upload: the counts, and the questions it created. */
export const QuestionsUploaded = BulkResult.extend({ questions: z.array(AdminQuestion) }).meta({
  id: 'QuestionsUploaded',
});
export type QuestionsUploaded = z.infer<typeof QuestionsUploaded>;
