import {
  type AdminTest,
  type BulkResult,
  type BulkTestInput,
  checkBulkTests,
  MSG,
  QUESTION_MSG,
  type TestInput,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import type { Questions } from '../questions/service';
import type { TargetExams } from '../target-exams/service';
import { insertTest, listAllTests, questionLinks, softDeleteTests, updateTest, writeLinks } from './admin-repo';
import { toTestJson } from './repo';

const unique = (ids: string[]) => [...new Set(ids)];

export function makeAdminMockTests(deps: { db: Db; clock: Clock; questions: Questions; targetExams: TargetExams }) {
  const { db, clock, targetExams } = deps;

  async function toAdminJson(rows: TestRow[]): Promise<AdminTest[]> {
    const links = await questionLinks(
      db,
      rows.map((r) => r.id),
    );
    const json = await toTestJson(db, rows, () => true);
    return json.map((test) => ({
      ...test,
      questions: links.filter((l) => l.testId === test._id).map((l) => l.questionId),
    }));
  }

  async function assertQuestionsExist(ids: string[]) {
    if (ids.length === 0) return;
    const found = await deps.questions.existingIds(ids);
    if (found.length !== ids.length) throw new HttpError(400, QUESTION_MSG.unknownQuestions);
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
    await assertQuestionsExist(questionIds);
    await targetExams.assertExist(examIds);
    const now = clock.now();
    const row = await db.transaction(async (tx) => {
      const saved = id
        ? await updateTest(tx, id, { ...fields(input), updatedAt: now })
        : await insertTest(tx, newId(), { ...fields(input), createdAt: now, updatedAt: now });
      if (!saved) throw new HttpError(404, MSG.testNotFound);
      await writeLinks(tx, saved.id, questionIds, examIds);
      return saved;
    });
    const [json] = await toAdminJson([row]);
    return json as AdminTest;
  }

  return {
    async list(): Promise<AdminTest[]> {
      return toAdminJson(await listAllTests(db));
    },

    create: (input: TestInput) => save(null, input),
    update: (id: string, input: TestInput) => save(id, input),

    /** Soft delete: the test leaves the catalogue; attempts and payments stay readable ("Test Deleted"). */
    async remove(ids: string[]): Promise<number> {
      const deleted = await softDeleteTests(db, ids, clock.now());
      if (deleted === 0) throw new HttpError(404, MSG.testNotFound);
      return deleted;
    },

    /** Creates the valid tests (partial success); unknown target exams fail that test alone. */
    async createMany(items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTests(items);
      const knownExams = new Set(await targetExams.allIds());
      let successful = 0;
      for (const item of valid) {
        const examIds = item.targetExams.filter((id) => knownExams.has(id));
        if (examIds.length !== item.targetExams.length) {
          errors.push(`${item.title}: ${MSG.targetExamUnknown}`);
          continue;
        }
        await db.transaction(async (tx) => {
          const id = newId();
          await insertTest(tx, id, fields(item));
          await writeLinks(tx, id, [], examIds);
        });
        successful += 1;
      }
      return { successful, failed: items.length - successful, errors };
    },
  };
}

export type AdminMockTests = ReturnType<typeof makeAdminMockTests>;
