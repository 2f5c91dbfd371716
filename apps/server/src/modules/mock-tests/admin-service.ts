import {
  type AdminSection,
  type AdminTest,
  type AdminTestFilters,
  type AdminTestPage,
  type BulkResult,
  type BulkTestInput,
  checkBulkTests,
  DEFAULT_MARKING,
  type Marking,
  MSG,
  QUESTION_MSG,
  type StoredSection,
  sectionQuestion,
  type TestInput,
} from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { TestRow } from '../../db/schema';
import { assertBulkSize } from '../../lib/bulk';
import type { Clock } from '../../lib/clock';
import { HttpError } from '../../lib/http-error';
import { newId } from '../../lib/ids';
import { firstPageTotal, pageOf } from '../../lib/paging';
import type { Actor, AuditLog } from '../audit-log/service';
import type { Questions } from '../questions/service';
import type { TargetExams } from '../target-exams/service';
import {
  countAdminTests,
  findLiveTests,
  insertTest,
  listAdminTests,
  type QuestionLink,
  questionLinks,
  softDeleteTests,
  updateTest,
  writeLinks,
} from './admin-repo';
import { toTestJson } from './repo';
import { sectionsOf } from './service';

const unique = (ids: string[]) => [...new Set(ids)];

/** Every write is recorded in the audit log within its transaction (actor null: the demo seeder, not recorded). */
export function makeAdminMockTests(deps: {
  db: Db;
  clock: Clock;
  questions: Questions;
  targetExams: TargetExams;
  audit: AuditLog;
}) {
  const { db, clock, targetExams, audit } = deps;

  async function toAdminJson(rows: TestRow[], conn: Db = db): Promise<AdminTest[]> {
    const links = await questionLinks(
      conn,
      rows.map((r) => r.id),
    );
    const json = await toTestJson(conn, rows, () => true);
    return json.map((test, i) => {
      const own = links.filter((l) => l.testId === test._id);
      const sections = sectionsOf(rows[i] as TestRow).map(
        (section, index): AdminSection => ({
          ...section,
          questions: own
            .filter((l) => l.section === index)
            .map((l) => ({ question: l.questionId, marking: l.marking })),
        }),
      );
      return { ...test, questions: own.map((l) => l.questionId), sections };
    });
  }

  /** One section named after the subject, with the test's marking. */
  const wholeTest = (subject: string, marking: Marking): StoredSection[] => [
    { name: subject, minutes: null, attemptAny: null, marking },
  ];

  /** The sections to keep (null: one section after the subject, +1/0) and every question's place in them. */
  function layoutOf(input: TestInput): { sections: StoredSection[] | null; links: QuestionLink[] } {
    if (!input.sections) {
      const marking = input.marking ?? null;
      return {
        sections: marking ? wholeTest(input.subject, marking) : null,
        links: unique(input.questions).map((questionId) => ({ questionId, section: 0, marking: null })),
      };
    }
    return {
      sections: input.sections.map(({ name, minutes, attemptAny, marking }) => ({
        name,
        minutes,
        attemptAny,
        marking: marking ?? input.marking ?? DEFAULT_MARKING,
      })),
      links: input.sections.flatMap((section, index) =>
        section.questions
          .map(sectionQuestion)
          .map((q) => ({ questionId: q.question, section: index, marking: q.marking })),
      ),
    };
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

  async function save(actor: Actor, id: string | null, input: TestInput): Promise<AdminTest> {
    const { sections, links } = layoutOf(input);
    const examIds = unique(input.targetExams);
    await assertQuestionsExist(links.map((l) => l.questionId));
    await targetExams.assertExist(examIds);
    const now = clock.now();
    return db.transaction(async (tx) => {
      const [before] = id ? await toAdminJson(await findLiveTests(tx, [id]), tx) : [];
      const saved = id
        ? await updateTest(tx, id, { ...fields(input), sections, updatedAt: now })
        : await insertTest(tx, newId(), { ...fields(input), sections, createdAt: now, updatedAt: now });
      if (!saved) throw new HttpError(404, MSG.testNotFound);
      await writeLinks(tx, saved.id, links, examIds);
      const [after] = (await toAdminJson([saved], tx)) as [AdminTest];
      const action = id ? 'mock-test.update' : 'mock-test.create';
      await audit.record(actor, { action, entityId: saved.id, before, after }, tx);
      return after;
    });
  }

  return {
    /** One page of the tests with their question counts and target exams, and how many tests match in all. */
    async list(filters: AdminTestFilters): Promise<AdminTestPage> {
      const [rows, counted] = await Promise.all([
        listAdminTests(db, filters),
        firstPageTotal(filters, () => countAdminTests(db, filters)),
      ]);
      const page = pageOf(rows, filters);
      return { entries: await toTestJson(db, page.rows, () => true), nextCursor: page.nextCursor, ...counted };
    },

    /** One undeleted test with its question ids in order. */
    async get(id: string): Promise<AdminTest> {
      const [test] = await toAdminJson(await findLiveTests(db, [id]));
      if (!test) throw new HttpError(404, MSG.testNotFound);
      return test;
    },

    create: (actor: Actor, input: TestInput) => save(actor, null, input),
    update: (actor: Actor, id: string, input: TestInput) => save(actor, id, input),

    /** Soft delete: the test leaves the catalogue; attempts and payments stay readable ("Test Deleted"). */
    remove: (actor: Actor, ids: string[]): Promise<number> =>
      db.transaction(async (tx) => {
        const before = await toAdminJson(await findLiveTests(tx, ids), tx);
        const deleted = await softDeleteTests(tx, ids, clock.now());
        if (deleted.length === 0) throw new HttpError(404, MSG.testNotFound);
        const entry =
          ids.length === 1
            ? { action: 'mock-test.delete' as const, entityId: deleted[0], before: before[0] }
            : { action: 'mock-test.bulk-delete' as const, before, details: { count: deleted.length, ids: deleted } };
        await audit.record(actor, entry, tx);
        return deleted.length;
      }),

    /** Creates the valid tests (partial success); unknown target exams fail that test alone. */
    async createMany(actor: Actor, items: unknown[]): Promise<BulkResult> {
      assertBulkSize(items);
      const { valid, errors } = checkBulkTests(items);
      const knownExams = new Set(await targetExams.allIds());
      const createdIds: string[] = [];
      for (const item of valid) {
        const examIds = item.targetExams.filter((id) => knownExams.has(id));
        if (examIds.length !== item.targetExams.length) {
          errors.push(`${item.title}: ${MSG.targetExamUnknown}`);
          continue;
        }
        const id = newId();
        await db.transaction(async (tx) => {
          await insertTest(tx, id, {
            ...fields(item),
            sections: item.marking ? wholeTest(item.subject, item.marking) : null,
          });
          await writeLinks(tx, id, [], examIds);
        });
        createdIds.push(id);
      }
      if (createdIds.length > 0) {
        const after = await toAdminJson(await findLiveTests(db, createdIds));
        const details = { count: createdIds.length, ids: createdIds };
        await audit.record(actor, { action: 'mock-test.bulk-create', after, details });
      }
      const successful = createdIds.length;
      return { successful, failed: items.length - successful, errors };
    },
  };
}

export type AdminMockTests = ReturnType<typeof makeAdminMockTests>;
