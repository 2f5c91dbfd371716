import { type BulkResult, type QuestionInput, TestForm } from '@mockprep/contract';
import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import { makeDomainServices } from '../services';
import { createDemoAccounts } from './demo-accounts';
import { DEMO_FILES, type DemoData, loadDemoData } from './load-data';

/** How many target exams, in file order, the demo student follows. */
const STUDENT_TARGET_EXAMS = 2;

function assertAllCreated(file: string, result: BulkResult) {
  if (result.failed > 0) throw new Error(`${file}: ${result.errors.join('; ')}`);
}

/** Loads the demo data through the services, as an admin would upload it. */
async function loadThroughServices(db: Db, clock: Clock, data: DemoData): Promise<void> {
  const { targetExams, questions, adminPromoCodes, users } = makeDomainServices({ db, clock });
  // Each test a second older than the one before: the catalogue (newest first) keeps the file's order.
  const start = clock.now().getTime();
  let testsCreatedAt = new Date(start);
  const { adminMockTests } = makeDomainServices({ db, clock: { now: () => testsCreatedAt } });

  assertAllCreated(DEMO_FILES.targetExams, await targetExams.createMany(null, data.targetExams));
  const examIds = new Map((await targetExams.listAll()).map((exam) => [exam.name, exam._id]));
  const idsOf = (names: string[]) => names.map((name) => examIds.get(name) as string);

  const created = async (bank: QuestionInput[]) =>
    (await questions.createMany(null, bank)).questions.map((question) => question._id);
  for (const [i, { test, targetExamNames, marking, questions: bank, sections }] of data.tests.entries()) {
    const sectionsWithIds = [];
    for (const section of sections ?? []) {
      const ids = await created(section.questions.map((q) => q.question));
      sectionsWithIds.push({
        ...section,
        questions: ids.map((id, n) => ({ question: id, marking: section.questions[n]?.marking })),
      });
    }
    testsCreatedAt = new Date(start - i * 1000);
    await adminMockTests.create(
      null,
      TestForm.parse({
        ...test,
        marking,
        questions: await created(bank),
        sections: sections ? sectionsWithIds : undefined,
        targetExams: idsOf(targetExamNames),
      }),
    );
  }

  for (const promoCode of data.promoCodes) await adminPromoCodes.create(null, promoCode);

  const studentExams = data.targetExams.slice(0, STUDENT_TARGET_EXAMS).map((exam) => exam.name);
  await createDemoAccounts(users, idsOf(studentExams));
}

/**
 * Fills an empty database (no target exam, no account) with the demo content of seed/demo-data and two
 * accounts, all in one transaction; returns false, doing nothing, when the database is not empty.
 */
export async function seedDemoData(db: Db, options: { dir?: string; clock?: Clock } = {}): Promise<boolean> {
  const clock = options.clock ?? systemClock;
  const { targetExams, users } = makeDomainServices({ db, clock });
  if ((await targetExams.listAll()).length > 0 || (await users.anyExists())) return false;
  const data = loadDemoData({ dir: options.dir, now: clock.now() });
  await db.transaction((tx) => loadThroughServices(tx, clock, data));
  return true;
}
