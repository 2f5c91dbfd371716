import { type BulkResult, TestForm } from '@mockprep/contract';
import type { Db } from '../db/client';
import { type Clock, systemClock } from '../lib/clock';
import { makeAdminTests } from '../modules/mock-tests/admin-service';
import { makeAdminPromoCodes } from '../modules/promo-codes/admin-service';
import { makeQuestions } from '../modules/questions/service';
import { makeTargetExams } from '../modules/target-exams/service';
import { makeAdminUsers } from '../modules/users/admin-service';
import { createDemoAccounts } from './demo-accounts';
import { DEMO_FILES, type DemoData, loadDemoData } from './load-data';

/** How many target exams, in file order, the demo student follows. */
const STUDENT_TARGET_EXAMS = 2;

function assertAllCreated(file: string, result: BulkResult) {
  if (result.failed > 0) throw new Error(`${file}: ${result.errors.join('; ')}`);
}

/** Loads the demo data through the admin services, as an admin would upload it. */
async function loadThroughServices(db: Db, clock: Clock, data: DemoData): Promise<void> {
  const targetExams = makeTargetExams(db, clock);
  assertAllCreated(DEMO_FILES.targetExams, await targetExams.createMany(data.targetExams));
  const examIds = new Map((await targetExams.listAll()).map((exam) => [exam.name, exam._id]));
  const idsOf = (names: string[]) => names.map((name) => examIds.get(name) as string);

  const bank = makeQuestions({ db, clock });
  const start = clock.now().getTime();
  for (const [i, { test, targetExamNames, questions }] of data.tests.entries()) {
    const created = await bank.createMany(questions);
    // Each test a second older than the one before: the catalogue (newest first) keeps the file's order.
    const createdAt = new Date(start - i * 1000);
    await makeAdminTests({ db, clock: { now: () => createdAt } }).create(
      TestForm.parse({
        ...test,
        questions: created.questions.map((question) => question._id),
        targetExams: idsOf(targetExamNames),
      }),
    );
  }

  const promoCodes = makeAdminPromoCodes({ db, clock });
  for (const promoCode of data.promoCodes) await promoCodes.create(promoCode);

  const studentExams = data.targetExams.slice(0, STUDENT_TARGET_EXAMS).map((exam) => exam.name);
  await createDemoAccounts(makeAdminUsers({ db, clock }), idsOf(studentExams));
}

/**
 * Fills an empty database (no target exam, no account) with the demo content of seed/demo-data and two
 * accounts, all in one transaction; returns false, doing nothing, when the database is not empty.
 */
export async function seedDemoData(db: Db, options: { dir?: string; clock?: Clock } = {}): Promise<boolean> {
  const clock = options.clock ?? systemClock;
  const hasExams = (await makeTargetExams(db, clock).listAll()).length > 0;
  if (hasExams || (await makeAdminUsers({ db, clock }).hasAccounts())) return false;
  const data = loadDemoData({ dir: options.dir, now: clock.now() });
  await db.transaction((tx) => loadThroughServices(tx, clock, data));
  return true;
}
