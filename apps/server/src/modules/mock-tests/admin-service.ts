import {
  type AdminTest,
  type BulkResult,
  type BulkTestInput,
  checkBulkTests,
  MSG,
  type TestInput,
} from '@mockprep/contract';
import { and, asc, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questions, type TestRow, targetExams, testQuestions, tests, testTargetExams } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { toTestJson } from './repo';

const unique = (ids: string[]) => [...new Set(ids)];

export function makeAdminMockTests(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function toAdminJson(rows: TestRow[]): Promise<AdminTest[]> {
    const ids = rows.map((r) => r.id);
    const links = ids.length
      ? await db
          .select()
          .from(testQuestions)
          .where(inArray(testQuestions.testId, ids))
          .orderBy(asc(testQuestions.position))
      : [];
    const json = await toTestJson(db, rows, () => true);
    return json.map((test) => ({
      ...test,
      questions: links.filter((l) => l.testId === test._id).map((l) => l.questionId),
    }));
  }

  async function assertExist(table: typeof questions | typeof targetExams, ids: string[], message: string) {
    if (ids.length === 0) return;
    const conditions =
      table === questions ? and(inArray(questions.id, ids), isNull(questions.deletedAt)) : inArray(targetExams.id, ids);
    const found = await db.select({ id: table.id }).from(table).where(conditions);
    if (found.length !== ids.length) throw new HttpError(400, message);
  }

  async function writeLinks(tx: Db, testId: string, questionIds: string[], examIds: string[]) {
    await tx.delete(testQuestions).where(eq(testQuestions.testId, testId));
    await tx.delete(testTargetExams).where(eq(testTargetExams.testId, testId));
    if (questionIds.length) {
      await tx
        .insert(testQuestions)
        .values(questionIds.map((questionId, position) => ({ testId, questionId, position })));
    }
    if (examIds.length) {
      await tx
        .insert(testTargetExams)
        .values(examIds.map((targetExamId, position) => ({ testId, targetExamId, position })));
    }
  }

  const fields = (input: TestInput | BulkTestInput) => ({
    ...('startsAt' in input ? { startsAt: input.startsAt, endsAt: input.endsAt } : {}),
    title: input.title,
    subject: input.subject,
    examType: input.examType,
    level: input.level,
    type: input.type,
    pricePaise: Math.round(input.price * 100),
    duration: input.duration,
    isActive: input.isActive,
  });

  async function save(id: string | null, input: TestInput): Promise<AdminTest> {
    const questionIds = unique(input.questions);
    const examIds = unique(input.targetExams);
    await assertExist(questions, questionIds, 'One or more selected questions do not exist');
    await assertExist(targetExams, examIds, MSG.targetExamUnknown);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const [saved] = id
        ? await tx
            .update(tests)
            .set({ ...fields(input), updatedAt: now })
            .where(and(eq(tests.id, id), isNull(tests.deletedAt)))
            .returning()
        : await tx
            .insert(tests)
            .values({ id: newId(), ...fields(input), createdAt: now, updatedAt: now })
            .returning();
      if (!saved) throw new HttpError(404, MSG.testNotFound);
      await writeLinks(tx, saved.id, questionIds, examIds);
      return saved;
    });
    const [json] = await toAdminJson([row]);
    return json as AdminTest;
  }

  return {
    async list(): Promise<AdminTest[]> {
      const rows = await db
        .select()
        .from(tests)
        .where(isNull(tests.deletedAt))
        .orderBy(desc(tests.createdAt), asc(tests.title));
      return toAdminJson(rows);
    },

    create: (input: TestInput) => save(null, input),
    update: (id: string, input: TestInput) => save(id, input),

    /** Soft delete: the test leaves the catalogue; attempts and payments stay readable ("Test Deleted"). */
    async remove(ids: string[]): Promise<number> {
      const gone = await db
        .update(tests)
        .set({ deletedAt: clock.now(), isActive: false })
        .where(and(inArray(tests.id, ids), isNull(tests.deletedAt)))
        .returning({ id: tests.id });
      if (gone.length === 0) throw new HttpError(404, MSG.testNotFound);
      return gone.length;
    },

    /** Creates the valid tests (partial success); unknown target exams fail that test alone. */
    async createMany(items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTests(items);
      const knownExams = new Set((await db.select({ id: targetExams.id }).from(targetExams)).map((e) => e.id));
      let successful = 0;
      for (const item of valid) {
        const examIds = item.targetExams.filter((id) => knownExams.has(id));
        if (examIds.length !== item.targetExams.length) {
          errors.push(`${item.title}: ${MSG.targetExamUnknown}`);
          continue;
        }
        await db.transaction(async (tx) => {
          const id = newId();
          await tx.insert(tests).values({ id, ...fields(item) });
          await writeLinks(tx, id, [], examIds);
        });
        successful += 1;
      }
      return { successful, failed: items.length - successful, errors };
    },
  };
}

export type AdminMockTests = ReturnType<typeof makeAdminMockTests>;
