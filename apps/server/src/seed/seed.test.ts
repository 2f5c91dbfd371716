import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG } from '@mockprep/contract';
import { expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openDatabase } from '../db/client';
import { verifyPassword } from '../modules/auth/passwords';
import { ensureAdmin } from '../modules/users/admin-bootstrap';
import { DEMO_ADMIN, DEMO_STUDENT } from './demo-accounts';
import { DEMO_DATA_DIR, DEMO_FILES } from './load-data';
import { seedDemoData } from './seed-demo-data';

const demoJson = (file: string) => JSON.parse(readFileSync(join(DEMO_DATA_DIR, file), 'utf8'));

type DemoMarking = { correct: number; wrong: number };
type DemoTestFile = {
  title: string;
  questionFile?: string;
  marking?: DemoMarking;
  sections?: { name: string; minutes?: number; questionFile: string }[];
};
type DemoQuestion = { questionText: string; marking?: DemoMarking };

it('seeds an empty database once: target exams, the tests with their sections and marks, and a demo student', async () => {
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  const broken = mkdtempSync(join(tmpdir(), 'mockprep-demo-data-'));
  cpSync(DEMO_DATA_DIR, broken, { recursive: true });
  writeFileSync(join(broken, DEMO_FILES.promoCodes), '{}');
  await expect(seedDemoData(database.db, { dir: broken })).rejects.toThrow(
    'promo-codes.json: Data must be an array of promo codes',
  );
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await seedDemoData(database.db)).toBe(false);
  const exams = await database.db.query.targetExams.findMany();
  expect(exams.length).toBeGreaterThanOrEqual(8);
  expect(exams.map((e) => e.name)).toEqual(expect.arrayContaining(['JEE Main', 'NEET UG', 'SSC CGL', 'GATE CSE']));
  const student = await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.mobile, DEMO_STUDENT.mobile) });
  expect(await verifyPassword(student?.passwordHash ?? null, DEMO_STUDENT.password)).toBe(true);
  expect(student?.isMobileVerified).toBe(true);
  const followed = await database.db.query.userTargetExams.findMany({
    where: (link, { eq }) => eq(link.userId, student?.id ?? ''),
    orderBy: (link, { asc }) => asc(link.position),
  });
  expect(followed.map((link) => exams.find((e) => e.id === link.targetExamId)?.name)).toEqual([
    'JEE Main',
    'JEE Advanced',
  ]);
  const admin = await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.mobile, DEMO_ADMIN.mobile) });
  expect(admin).toMatchObject({ role: 'admin', isMobileVerified: true });
  expect(await verifyPassword(admin?.passwordHash ?? null, DEMO_ADMIN.password)).toBe(true);
  const catalogue = await database.db.query.tests.findMany({
    orderBy: (test, { asc, desc }) => [desc(test.createdAt), asc(test.title)],
  });
  const demoTests: DemoTestFile[] = demoJson(DEMO_FILES.mockTests);
  expect(catalogue.map((test) => test.title)).toEqual(demoTests.map((test) => test.title));
  const bank = new Map((await database.db.query.questions.findMany()).map((q) => [q.id, q.questionText]));
  for (const [i, test] of catalogue.entries()) {
    const links = await database.db.query.testQuestions.findMany({
      where: (link, { eq }) => eq(link.testId, test.id),
      orderBy: (link, { asc }) => asc(link.position),
    });
    const demo = demoTests[i] as DemoTestFile;
    // Each question as its section's index, the marks of its own for a correct answer, and its text.
    const files = demo.sections?.map((section) => section.questionFile) ?? [demo.questionFile as string];
    const expected = files.flatMap((file, section) =>
      (demoJson(file) as DemoQuestion[]).map((q) => `${section} ${q.marking?.correct ?? '-'} ${q.questionText}`),
    );
    expect(links.map((link) => `${link.section} ${link.marking?.correct ?? '-'} ${bank.get(link.questionId)}`)).toEqual(
      expected,
    );
    const marks = (marking: DemoMarking | undefined) => `${marking?.correct}/${marking?.wrong}`;
    expect(test.sections?.map((s) => `${s.name} ${s.minutes} ${marks(s.marking)}`) ?? null).toEqual(
      demo.sections?.map((s) => `${s.name} ${s.minutes ?? null} ${marks(demo.marking)}`) ?? null,
    );
  }
  await database.close();
  // A fresh embedded database, migrated and seeded twice: slow on a loaded machine.
}, 90_000);

it('bootstraps the configured admin and repairs role, block and password', async () => {
  const t = await testApp();
  const mobile = `7${Date.now().toString().slice(-9)}`;
  expect(await ensureAdmin(t.db, { mobile, password: 'boot-pass-1', name: 'Boot Admin' })).toBe('created');
  expect(await ensureAdmin(t.db, { mobile, password: 'boot-pass-1', name: 'Boot Admin' })).toBe('unchanged');
  const login = await t.call<{ user: { role: string } }>('POST', '/api/auth/login/password', {
    body: { mobile, password: 'boot-pass-1' },
  });
  expect(login.body.data.user.role).toBe('admin');
  expect(await ensureAdmin(t.db, { mobile, password: 'boot-pass-2', name: 'Boot Admin' })).toBe('updated');
  const old = await t.call('POST', '/api/auth/login/password', { body: { mobile, password: 'boot-pass-1' } });
  expect(old.body.message).toBe(MSG.invalidCredentials);
  await t.close();
});
