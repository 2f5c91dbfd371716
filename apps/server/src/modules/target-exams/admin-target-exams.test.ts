import { type BulkResult, TARGET_EXAM_MSG, type TargetExam } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'te-secret' });
  admin = (await makeAdmin(t, 'te-secret')).token;
});
afterAll(() => t.close());

describe('admin: target exams', () => {
  it('creates, edits and deletes through both path groups', async () => {
    const name = `CUET ${Date.now()}`;
    const created = await t.call<TargetExam>('POST', '/api/target-exams', {
      token: admin,
      body: { name, description: 'Central universities', sequence: 'abc' },
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ name, sequence: 0, isActive: true });
    const duplicate = await t.call('POST', '/api/admin/target-exams', {
      token: admin,
      body: { name: name.toLowerCase() },
    });
    expect(duplicate.status).toBe(409);
    const edited = await t.call<TargetExam>('PUT', `/api/admin/target-exams/${created.body.data._id}`, {
      token: admin,
      body: { name, sequence: 4, isActive: false },
    });
    expect(edited.body.data).toMatchObject({ sequence: 4, isActive: false, description: null });
    expect((await t.call<TargetExam[]>('GET', '/api/target-exams')).body.data.some((e) => e.name === name)).toBe(false);
    expect((await t.call('DELETE', `/api/target-exams/${created.body.data._id}`, { token: admin })).status).toBe(200);
    expect((await t.call('GET', `/api/target-exams/${created.body.data._id}`)).status).toBe(404);
  });

  it('bulk upload keeps the valid exams and names each problem', async () => {
    const tag = Date.now();
    const res = await t.call<BulkResult>('POST', '/api/admin/target-exams/bulk', {
      token: admin,
      body: {
        targetExams: [
          { name: `NDA ${tag}`, sequence: 2 },
          { name: '' },
          { name: 'X' },
          { name: `CLAT ${tag}`, sequence: -1 },
        ],
      },
    });
    expect(res.body.data).toEqual({
      successful: 1,
      failed: 3,
      errors: [
        `Target exam 2: ${TARGET_EXAM_MSG.name}`,
        `Target exam 3: ${TARGET_EXAM_MSG.nameShort}`,
        `Target exam 4: ${TARGET_EXAM_MSG.sequence}`,
      ],
    });
  });

  it('bulk upload reports names already taken, also earlier in the same upload, and creates the rest', async () => {
    const [existing] = await t.createTargetExams(1);
    const fresh = `AFCAT ${Date.now()}`;
    const res = await t.call<BulkResult>('POST', '/api/admin/target-exams/bulk', {
      token: admin,
      body: { targetExams: [{ name: existing?.name.toUpperCase() }, { name: fresh }, { name: fresh.toLowerCase() }] },
    });
    const taken = 'A target exam with this name already exists';
    expect(res.body.data).toEqual({
      successful: 1,
      failed: 2,
      errors: [`${existing?.name.toUpperCase()}: ${taken}`, `${fresh.toLowerCase()}: ${taken}`],
    });
    const names = (await t.call<TargetExam[]>('GET', '/api/target-exams')).body.data.map((e) => e.name.toLowerCase());
    expect(names.filter((name) => name === fresh.toLowerCase())).toHaveLength(1);
  });

  it('saves sequences and renumbers everything from 1', async () => {
    const [a, b] = await t.createTargetExams(2);
    const saved = await t.call<TargetExam[]>('PUT', '/api/admin/target-exams/sequences', {
      token: admin,
      body: {
        sequences: [
          { id: a?.id, sequence: 90 },
          { id: b?.id, sequence: 80 },
        ],
      },
    });
    const order = saved.body.data.map((e) => e._id);
    expect(order.indexOf(b?.id as string)).toBeLessThan(order.indexOf(a?.id as string));
    const renumbered = (await t.call<TargetExam[]>('PUT', '/api/admin/target-exams/reorder', { token: admin })).body
      .data;
    expect(renumbered.map((e) => e.sequence)).toEqual(renumbered.map((_, i) => i + 1));
    expect(renumbered.map((e) => e._id)).toEqual(order);
  });
});
