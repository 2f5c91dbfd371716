import {
  AUDIT_MSG,
  type AuditEntry,
  type AuditLogPage,
  MSG,
  PAGING_MSG,
  type PromoCode,
  type User,
} from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'audit-secret' });
  admin = await makeAdmin(t, 'audit-secret');
});
afterAll(() => t.close());

const log = (query: string, token = admin.token) =>
  t.call<AuditLogPage>('GET', `/api/admin/audit-log?${query}`, { token });
const entriesFor = async (entityId: string) => (await log(`entityId=${entityId}`)).body.data.entries;
const question = (n: number) => ({
  questionText: `Audit question ${n}?`,
  options: ['A', 'B', 'C', 'D'],
  correctOption: 1,
  subject: 'Physics',
  level: 'easy',
});

describe('audit log of admin actions', () => {
  it('records a user edit with who, what, which record and before/after, never the password hash', async () => {
    const { user } = await t.signup({ name: 'Before Name' });
    const edit = await t.call<User>('PUT', `/api/admin/users/${user._id}`, {
      token: admin.token,
      body: { name: 'After Name', email: '', targetExams: [], role: 'user', isBlocked: true },
    });
    expect(edit.status).toBe(200);
    await t.call('PUT', `/api/admin/users/${user._id}/password`, {
      token: admin.token,
      body: { newPassword: 'a-new-secret-9' },
    });

    const [reset, update] = await entriesFor(user._id);
    expect(update).toMatchObject({
      action: 'user.update',
      entityType: 'user',
      entityId: user._id,
      actor: { _id: admin.user._id, name: 'Test Admin' },
      before: { name: 'Before Name', isBlocked: false },
      after: { name: 'After Name', isBlocked: true },
    });
    expect(reset).toMatchObject({ action: 'user.password-reset', before: null, after: null });
    const raw = JSON.stringify([reset, update]);
    expect(raw).not.toMatch(/passwordHash|argon2|a-new-secret-9/);
  });

  it('records a question delete with the question before, and a bulk upload with what it created', async () => {
    const created = await t.call<{ _id: string }>('POST', '/api/admin/questions', {
      token: admin.token,
      body: { ...question(1), correctOption: 2 },
    });
    const id = created.body.data._id;
    expect((await t.call('DELETE', `/api/admin/questions/${id}`, { token: admin.token })).status).toBe(200);
    const [deleted, create] = await entriesFor(id);
    expect(create).toMatchObject({ action: 'question.create', after: { questionText: 'Audit question 1?' } });
    expect(deleted).toMatchObject({
      action: 'question.delete',
      entityType: 'question',
      before: { _id: id, questionText: 'Audit question 1?' },
      after: null,
    });

    const bulk = await t.call<{ questions: { _id: string }[] }>('POST', '/api/admin/questions/bulk', {
      token: admin.token,
      body: { questions: [question(2), question(3), { ...question(4), questionText: ' ' }] },
    });
    const ids = bulk.body.data.questions.map((q) => q._id);
    const [upload] = (await log('action=question.bulk-upload&limit=1')).body.data.entries as [AuditEntry];
    expect(upload).toMatchObject({ entityId: null, before: null, details: { count: 2, ids } });
    expect((upload.after as { questionText: string }[]).map((q) => q.questionText)).toEqual([
      'Audit question 2?',
      'Audit question 3?',
    ]);
  });

  it('records a promo code created, and nothing for a refused write', async () => {
    const body = {
      code: `AUDIT${Date.now() % 100000}`,
      description: 'Audit offer',
      discountType: 'fixed',
      discountValue: 20,
      validFrom: new Date(Date.now() - 86_400_000).toISOString(),
      validUntil: new Date(Date.now() + 86_400_000).toISOString(),
    };
    const created = await t.call<PromoCode>('POST', '/api/admin/promo-codes', { token: admin.token, body });
    const id = created.body.data._id;
    expect(await entriesFor(id)).toMatchObject([
      { action: 'promo-code.create', entityType: 'promo-code', before: null, after: { code: body.code } },
    ]);

    const newest = (await log('limit=1')).body.data.entries[0]?._id;
    const taken = await t.call('POST', '/api/admin/promo-codes', { token: admin.token, body });
    expect(taken.status).toBe(409);
    const badEdit = await t.call('PUT', `/api/admin/promo-codes/${id}`, {
      token: admin.token,
      body: { ...body, discountValue: -1 },
    });
    expect(badEdit.status).toBe(400);
    const missing = await t.call('DELETE', '/api/admin/questions/0190a0e0-0000-7000-8000-000000000000', {
      token: admin.token,
    });
    expect(missing.status).toBe(404);
    expect((await log('limit=1')).body.data.entries[0]?._id).toBe(newest);
  });

  it('pages newest first and filters by record type, actor and date; bad filters are a readable 400', async () => {
    const { token, user } = await t.signup();
    expect((await log('', token)).status).toBe(403);
    expect((await t.call('GET', '/api/admin/audit-log')).status).toBe(401);

    const first = await log('limit=2');
    expect(first.body.data.entries).toHaveLength(2);
    const next = await log(`limit=2&cursor=${first.body.data.nextCursor}`);
    const seen = [...first.body.data.entries, ...next.body.data.entries].map((e) => e._id);
    expect(new Set(seen).size).toBe(4);
    expect([...seen].sort().reverse()).toEqual(seen);

    const promos = (await log('entityType=promo-code')).body.data.entries;
    expect(promos.length).toBeGreaterThan(0);
    expect(promos.every((e) => e.action.startsWith('promo-code.'))).toBe(true);
    expect((await log(`actorId=${user._id}`)).body.data.entries).toEqual([]);
    expect((await log(`actorId=${admin.user._id}`)).body.data.entries.length).toBeGreaterThan(0);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    expect((await log(`from=${encodeURIComponent(future)}`)).body.data.entries).toEqual([]);

    for (const [query, message] of [
      ['limit=101', PAGING_MSG.limit],
      ['limit=0', PAGING_MSG.limit],
      ['cursor=abc', PAGING_MSG.cursor],
      ['action=user.explode', 'Unknown action'],
      ['from=yesterday', AUDIT_MSG.badDate],
      ['from=1900-01-01T00:00:00Z', AUDIT_MSG.badDate],
      ['from=2026-02-01T00:00:00Z&to=2026-01-01T00:00:00Z', AUDIT_MSG.badRange],
      ['entityId=not-an-id', AUDIT_MSG.badId],
      ['entityId=%00', MSG.textNotAllowed],
    ] as const) {
      const res = await log(query);
      expect(res.status, query).toBe(400);
      expect(res.body.message, query).toBe(message);
    }
  });
});
