import { type AdminStats, PROMO_MSG, type PromoCode, type PromoCodePage, type PromoStats } from '@mockprep/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../../../test/admin';
import { testApp } from '../../../test/app';

let t: Awaited<ReturnType<typeof testApp>>;
let admin: string;
beforeAll(async () => {
  t = await testApp({ ADMIN_SIGNUP_SECRET: 'promo-secret' });
  admin = (await makeAdmin(t, 'promo-secret')).token;
});
afterAll(() => t.close());

const day = 86_400_000;
const form = (fields: Record<string, unknown> = {}) => ({
  code: ` diwali${Date.now() % 100000} `,
  description: 'Festive offer',
  discountType: 'percentage',
  discountValue: 30,
  maxDiscount: 60,
  minAmount: '',
  maxUses: 100,
  validFrom: new Date(Date.now() - day).toISOString(),
  validUntil: new Date(Date.now() + 30 * day).toISOString(),
  ...fields,
});

describe('admin: promo codes', () => {
  it('creates (upper-cased, amounts in rupees), edits, counts in stats and deletes', async () => {
    const created = await t.call<PromoCode>('POST', '/api/admin/promo-codes', { token: admin, body: form() });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      discountValue: 30,
      maxDiscount: 60,
      minAmount: 0,
      maxUses: 100,
      usedCount: 0,
    });
    expect(created.body.data.code).toMatch(/^DIWALI\d+$/);
    const { test } = await t.createTest({ type: 'Paid', pricePaise: 29900 });
    const { token } = await t.signup();
    const quote = await t.call<{ finalAmount: number }>('POST', '/api/promo-codes/validate', {
      token,
      body: { code: created.body.data.code, testId: test.id },
    });
    expect(quote.body.data.finalAmount).toBe(239);

    const edited = await t.call<PromoCode>('PUT', `/api/admin/promo-codes/${created.body.data._id}`, {
      token: admin,
      body: form({ code: created.body.data.code, discountType: 'fixed', discountValue: 25, maxDiscount: 60 }),
    });
    expect(edited.body.data).toMatchObject({ discountType: 'fixed', discountValue: 25, maxDiscount: null });

    await t.call('POST', '/api/admin/promo-codes', {
      token: admin,
      body: form({
        code: `OLD${Date.now() % 100000}`,
        validFrom: new Date(Date.now() - 9 * day).toISOString(),
        validUntil: new Date(Date.now() - day).toISOString(),
      }),
    });
    const stats = (await t.call<PromoStats>('GET', '/api/admin/promo-codes/stats', { token: admin })).body.data;
    expect(stats.totalPromoCodes).toBeGreaterThanOrEqual(2);
    expect(stats.expiredPromoCodes).toBeGreaterThanOrEqual(1);
    expect(stats.activePromoCodes).toBeGreaterThanOrEqual(1);

    expect((await t.call('DELETE', `/api/admin/promo-codes/${created.body.data._id}`, { token: admin })).status).toBe(
      200,
    );
    expect((await t.call('DELETE', `/api/admin/promo-codes/${created.body.data._id}`, { token: admin })).status).toBe(
      404,
    );
  });

  it('applies the promo form rules with their messages', async () => {
    for (const [fields, message] of [
      [{ code: '' }, PROMO_MSG.required],
      [{ description: ' ' }, PROMO_MSG.required],
      [{ discountValue: 0 }, PROMO_MSG.discount],
      [{ discountValue: 101 }, PROMO_MSG.percentMax],
      [{ maxUses: 0 }, PROMO_MSG.maxUses],
    ] as const) {
      const res = await t.call('POST', '/api/admin/promo-codes', { token: admin, body: form(fields) });
      expect(res.status, message).toBe(400);
      expect(res.body.message).toBe(message);
    }
    const taken = form({ code: 'TWICE' });
    await t.call('POST', '/api/admin/promo-codes', { token: admin, body: taken });
    expect((await t.call('POST', '/api/admin/promo-codes', { token: admin, body: taken })).status).toBe(409);
  });

  it('platform stats count what exists', async () => {
    const before = (await t.call<AdminStats>('GET', '/api/admin/stats', { token: admin })).body.data;
    await t.signup();
    await t.createTest({ type: 'Paid', pricePaise: 4900 });
    const after = (await t.call<AdminStats>('GET', '/api/admin/stats', { token: admin })).body.data;
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.recentUsers).toBe(before.recentUsers + 1);
    expect(after.totalTests).toBe(before.totalTests + 1);
    expect(after.paidTests).toBe(before.paidTests + 1);
  });
});

describe('GET /api/admin/promo-codes', () => {
  it('pages newest first with the total, searching within the code (`%` literal)', async () => {
    const tag = `PG${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    const made = [];
    for (const i of [1, 2, 3]) made.push(await t.createPromo({ code: `${tag}X${i}` }));
    const list = (query: string) => t.call<PromoCodePage>('GET', `/api/admin/promo-codes?${query}`, { token: admin });
    const first = await list(`search=${tag.toLowerCase()}&limit=2`);
    expect(first.body.data.total).toBe(3);
    expect(first.body.data.entries.map((p) => p.code)).toEqual([`${tag}X3`, `${tag}X2`]);
    const rest = await list(`search=${tag}&limit=2&cursor=${first.body.data.nextCursor}`);
    expect(rest.body.data.entries.map((p) => p._id)).toEqual([made[0]?.id]);
    expect(rest.body.data.nextCursor).toBeNull();
    expect((await list(`search=${tag}X2`)).body.data.total).toBe(1);
    expect((await list(`search=${tag}%25`)).body.data.total).toBe(0);
    expect((await list('limit=0')).status).toBe(400);
  });
});
