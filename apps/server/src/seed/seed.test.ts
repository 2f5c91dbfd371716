import { MSG } from '@mockprep/contract';
import { expect, it } from 'vitest';
import { testApp } from '../../test/app';
import { openDatabase } from '../db/client';
import { verifyPassword } from '../modules/auth/passwords';
import { ensureAdmin } from '../modules/users/admin-bootstrap';
import { DEMO_STUDENT, seedDemoData } from '.';

it('seeds an empty database once, with at least 8 target exams and a demo student who can log in', async () => {
  const database = openDatabase({ dataDir: 'memory://' });
  await database.migrate();
  expect(await seedDemoData(database.db)).toBe(true);
  expect(await seedDemoData(database.db)).toBe(false);
  const exams = await database.db.query.targetExams.findMany();
  expect(exams.length).toBeGreaterThanOrEqual(8);
  expect(exams.map((e) => e.name)).toEqual(expect.arrayContaining(['JEE Main', 'NEET UG', 'SSC CGL', 'GATE CSE']));
  const student = await database.db.query.users.findFirst({ where: (u, { eq }) => eq(u.mobile, DEMO_STUDENT.mobile) });
  expect(await verifyPassword(student?.passwordHash ?? null, DEMO_STUDENT.password)).toBe(true);
  await database.close();
});

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
