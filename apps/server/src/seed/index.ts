import { count } from 'drizzle-orm';
import type { Db } from '../db/client';
import { promoCodes, questions, targetExams, testQuestions, tests, testTargetExams, users } from '../db/schema';
import { newId } from '../lib/ids';
import { hashPassword } from '../modules/auth/passwords';
import { insertUser, replaceUserTargetExams } from '../modules/users/repo';
import { DEMO_TESTS } from './mock-tests';
import { DEMO_TARGET_EXAMS } from './target-exams';

export const DEMO_STUDENT = { name: 'Demo Student', mobile: '9876543210', password: 'Student@123' };
export const DEMO_ADMIN = { name: 'Demo Admin', mobile: '9000000001', password: 'Admin@123' };

/** Fills an empty database with demo content (exams, tests, questions, promo codes, two accounts); once only. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [exams] = await db.select({ n: count() }).from(targetExams);
  const [people] = await db.select({ n: count() }).from(users);
  if ((exams?.n ?? 0) > 0 || (people?.n ?? 0) > 0) return false;

  await db.transaction(async (tx) => {
    const examRows = await tx
      .insert(targetExams)
      .values(DEMO_TARGET_EXAMS.map((exam, i) => ({ id: newId(), ...exam, sequence: i + 1 })))
      .returning({ id: targetExams.id, name: targetExams.name });
    const examIds = new Map(examRows.map((e) => [e.name, e.id]));
    const now = Date.now();
    for (const [i, demo] of DEMO_TESTS.entries()) {
      const createdAt = new Date(now - i * 1000);
      const [test] = await tx
        .insert(tests)
        .values({
          id: newId(),
          title: demo.title,
          subject: demo.subject,
          examType: demo.examType,
          level: demo.level,
          type: demo.type,
          pricePaise: demo.price * 100,
          duration: demo.duration,
          createdAt,
          updatedAt: createdAt,
        })
        .returning({ id: tests.id });
      const testId = test?.id as string;
      const made = demo.questions.map((q) => ({ id: newId(), ...q }));
      await tx.insert(questions).values(made);
      await tx.insert(testQuestions).values(made.map((q, position) => ({ testId, questionId: q.id, position })));
      await tx
        .insert(testTargetExams)
        .values(
          demo.targetExams.map((name, position) => ({ testId, targetExamId: examIds.get(name) as string, position })),
        );
    }
    const yearAhead = new Date(now + 365 * 86_400_000);
    await tx.insert(promoCodes).values([
      {
        id: newId(),
        code: 'WELCOME20',
        description: '20% off your first test series (up to ₹50)',
        discountType: 'percentage',
        discountValue: 20,
        maxDiscountPaise: 5000,
        validFrom: new Date(now),
        validUntil: yearAhead,
      },
      {
        id: newId(),
        code: 'FLAT30',
        description: '₹30 off tests of ₹99 or more',
        discountType: 'fixed',
        discountValue: 30,
        minAmountPaise: 9900,
        maxUses: 500,
        validFrom: new Date(now),
        validUntil: yearAhead,
      },
    ]);
    const student = await insertUser(tx, {
      name: DEMO_STUDENT.name,
      mobile: DEMO_STUDENT.mobile,
      passwordHash: await hashPassword(DEMO_STUDENT.password),
      isMobileVerified: true,
    });
    await replaceUserTargetExams(
      tx,
      student.id,
      examRows.slice(0, 2).map((e) => e.id),
    );
    await insertUser(tx, {
      name: DEMO_ADMIN.name,
      mobile: DEMO_ADMIN.mobile,
      role: 'admin',
      passwordHash: await hashPassword(DEMO_ADMIN.password),
      isMobileVerified: true,
    });
  });
  return true;
}
