import type { AuditLogPage } from '@mockprep/contract';
import { parse } from 'csv-parse/sync';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';
import { attempts, payments, users } from '../../db/schema';
import { newId } from '../../lib/ids';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: { token: string; user: { _id: string } };
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'exports-secret' });
  admin = await makeAdmin(t, 'exports-secret');
});
afterAll(() => t.close());

const FORMULA = '=HYPERLINK("http://evil.example","x")';

async function download(path: string, token = admin.token) {
  const res = await t.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${token}` } });
  return { res, rows: res.statusCode === 200 ? (parse(res.body, { bom: true }) as string[][]) : [] };
}

/** Students named `<tag> ...`, the first of them `=HYPERLINK(...)` plus the tag (so a search finds it). */
async function taggedStudents(count: number) {
  const tag = `exp${Math.random().toString(36).slice(2, 8)}`;
  const made = (await t.quickStudents(count)).map((m) => m.user);
  const [first, ...rest] = made;
  await t.db
    .update(users)
    .set({ name: `${FORMULA} ${tag}` })
    .where(inArray(users.id, [first?.id ?? '']));
  for (const [i, user] of rest.slice(0, 5).entries()) {
    await t.db
      .update(users)
      .set({ name: `${tag} Student ${i + 1}` })
      .where(inArray(users.id, [user.id]));
  }
  if (rest.length > 5) {
    await t.db
      .update(users)
      .set({ name: sql`${`${tag} Student `} || ${users.id}` })
      .where(
        inArray(
          users.id,
          rest.slice(5).map((u) => u.id),
        ),
      );
  }
  return { tag, students: made };
}

async function exportsInLog() {
  const log = await t.call<AuditLogPage>('GET', '/api/admin/audit-log?entityType=export&limit=100', {
    token: admin.token,
  });
  return log.body.data.entries;
}

describe('CSV exports', () => {
  it('users: a header and every matching row, formulas escaped, and the export in the audit log', async () => {
    const { tag, students } = await taggedStudents(3);
    const { res, rows } = await download(`/api/admin/exports/users.csv?search=${tag}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...body] = rows;
    expect(header?.slice(0, 5)).toEqual(['Name', 'Mobile', 'Email', 'Role', 'Status']);
    expect(body).toHaveLength(3);
    expect(body.map((row) => row.at(-1))).toEqual(students.map((s) => s.id).reverse());
    expect(body.at(-1)?.[0]).toBe(`'${FORMULA} ${tag}`);
    // Quoted as CSV: the quotes inside the name are doubled, and the line starts with the escaping apostrophe.
    expect(res.body).toContain(`"'=HYPERLINK(""http://evil.example"",""x"") ${tag}"`);

    const logged = (await exportsInLog()).find(
      (e) => e.action === 'export.users' && (e.details as { filters: { search?: string } }).filters.search === tag,
    );
    expect(logged).toMatchObject({ actor: { _id: admin.user._id }, entityType: 'export' });
  });

  it('reads more rows than one batch', async () => {
    const { tag } = await taggedStudents(1005);
    const { rows } = await download(`/api/admin/exports/users.csv?search=${tag}`);
    expect(rows).toHaveLength(1006);
    expect(new Set(rows.slice(1).map((row) => row.at(-1))).size).toBe(1005);
  });

  it('payments and results, with their filters', async () => {
    const { tag, students } = await taggedStudents(2);
    const [a, b] = students;
    const { test } = await t.createTest({ title: `${tag} Physics`, type: 'Paid', pricePaise: 4900, questionCount: 2 });
    await t.db.insert(payments).values(
      [a, b].map((s, i) => ({
        id: newId(),
        userId: s?.id ?? '',
        testId: test.id,
        provider: 'mock' as const,
        status: i === 0 ? ('paid' as const) : ('failed' as const),
        originalPaise: 4900,
        finalPaise: 4900,
        providerOrderId: `order_${tag}_${i}`,
      })),
    );
    const paid = await download(`/api/admin/exports/payments.csv?search=${tag}&status=paid`);
    expect(paid.rows[0]?.slice(0, 5)).toEqual(['Date', 'Student', 'Mobile', 'Test', 'Amount (INR)']);
    expect(paid.rows.slice(1).map((row) => [row[1], row[3], row[4], row[8]])).toEqual([
      [`'${FORMULA} ${tag}`, `${tag} Physics`, '49', 'paid'],
    ]);

    const now = new Date();
    await t.db.insert(attempts).values(
      [a, b].map((s, i) => ({
        id: newId(),
        userId: s?.id ?? '',
        testId: test.id,
        status: 'submitted' as const,
        startedAt: now,
        expiresAt: now,
        submittedAt: now,
        questionIds: [],
        optionOrders: [],
        totalQuestions: 2,
        correctCount: 2 - i,
        score: 100 - 50 * i,
        accuracy: 100 - 50 * i,
        timeTaken: 60 + i,
      })),
    );
    const results = await download(`/api/admin/exports/results.csv?search=${tag}`);
    expect(results.rows[0]?.slice(0, 6)).toEqual(['Submitted', 'Student', 'Mobile', 'Test', 'Score', 'Accuracy']);
    expect(results.rows.slice(1).map((row) => [row[1], row[4], row[10]])).toEqual([
      [`${tag} Student 1`, '50', '61'],
      [`'${FORMULA} ${tag}`, '100', '60'],
    ]);
    const actions = (await exportsInLog()).map((e) => e.action);
    expect(actions).toEqual(expect.arrayContaining(['export.payments', 'export.results']));
  });

  it('are for admins only: 401 without a session, 403 for a student, and nothing logged', async () => {
    const [student] = await t.quickStudents(1);
    const before = (await exportsInLog()).length;
    for (const file of ['users', 'payments', 'results']) {
      const anonymous = await t.app.inject({ method: 'GET', url: `/api/admin/exports/${file}.csv` });
      expect(anonymous.statusCode).toBe(401);
      const res = await t.call('GET', `/api/admin/exports/${file}.csv`, { token: student?.token });
      expect(res.status).toBe(403);
    }
    expect((await exportsInLog()).length).toBe(before);
  });

  it('answers bad filters with a 400 before any file starts', async () => {
    const res = await t.call('GET', '/api/admin/exports/users.csv?role=owner', { token: admin.token });
    expect(res.status).toBe(400);
  });
});
