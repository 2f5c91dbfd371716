import type { TargetExam } from '@mockprep/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { testApp } from '../../../test/app';
import { targetExams } from '../../db/schema';

let t: Awaited<ReturnType<typeof testApp>>;
beforeAll(async () => {
  t = await testApp();
});
afterAll(() => t.close());

it('lists active target exams publicly, ordered by sequence then name', async () => {
  const made = await t.createTargetExams(3);
  const [first, second, third] = made;
  if (!first || !second || !third) throw new Error('exams not created');
  await t.db.update(targetExams).set({ sequence: 0 }).where(eq(targetExams.id, third.id));
  await t.db.update(targetExams).set({ isActive: false }).where(eq(targetExams.id, second.id));

  const res = await t.call<TargetExam[]>('GET', '/api/target-exams');
  expect(res.status).toBe(200);
  const ids = res.body.data.map((e) => e._id);
  expect(ids).not.toContain(second.id);
  expect(ids.indexOf(third.id)).toBeLessThan(ids.indexOf(first.id));
  const sorted = [...res.body.data].sort((a, b) => a.sequence - b.sequence || a.name.localeCompare(b.name));
  expect(res.body.data.map((e) => e._id)).toEqual(sorted.map((e) => e._id));
});
