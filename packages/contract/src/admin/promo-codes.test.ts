import { describe, expect, it } from 'vitest';
import { PromoCodeForm, promoDisplayStatus } from './promo-codes';

const form = (over: Record<string, unknown> = {}) => ({
  code: 'SAVE10',
  description: 'Ten percent off',
  discountType: 'percentage',
  discountValue: 10,
  validFrom: '2025-01-01T00:00:00.000Z',
  validUntil: '2025-12-31T23:59:59.000Z',
  ...over,
});

/** The first message per field, as the form shows it. */
const firstErrors = (value: unknown) => {
  const result = PromoCodeForm.safeParse(value);
  const out: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) out[issue.path.join('.')] ??= issue.message;
  return out;
};

describe('PromoCodeForm (SPEC 5 "Promo code form")', () => {
  it('accepts a complete form, trims and upper-cases the code', () => {
    const raw = form({ code: '  save10 ', description: ' Ten percent off ' });
    const parsed = PromoCodeForm.parse(raw);
    expect(parsed.code).toBe(raw.code.trim().toUpperCase());
    expect(parsed.description).toBe(raw.description.trim());
    expect(parsed.validFrom).toEqual(new Date(raw.validFrom));
    expect(parsed.validUntil).toEqual(new Date(raw.validUntil));
  });

  it.each(['code', 'description', 'validFrom', 'validUntil'])('requires %s', (field) => {
    for (const value of ['', '   ', undefined, null]) {
      expect(firstErrors(form({ [field]: value }))).toEqual({ [field]: 'Please fill in all required fields' });
    }
  });

  it('rejects a date that is not a date with the same message', () => {
    expect(firstErrors(form({ validUntil: 'soon' }))).toEqual({ validUntil: 'Please fill in all required fields' });
  });

  it.each([0, -5, '', 'abc'])('rejects discount value %j', (discountValue) => {
    expect(firstErrors(form({ discountValue }))).toEqual({
      discountValue: 'Discount value must be greater than 0',
    });
  });

  it.each([0.01, 1, '5'])('accepts discount value %j', (discountValue) => {
    expect(PromoCodeForm.parse(form({ discountValue })).discountValue).toBe(Number(discountValue));
  });

  it('allows a percentage of 100 but not 101', () => {
    expect(PromoCodeForm.parse(form({ discountValue: 100 })).discountValue).toBe(100);
    expect(firstErrors(form({ discountValue: 101 }))).toEqual({
      discountValue: 'Percentage discount cannot exceed 100%',
    });
  });

  it('lets a fixed discount exceed 100', () => {
    expect(PromoCodeForm.parse(form({ discountType: 'fixed', discountValue: 500 })).discountValue).toBe(500);
  });

  it('needs maxUses of at least 1', () => {
    expect(PromoCodeForm.parse(form({ maxUses: 1 })).maxUses).toBe(1);
    expect(Object.keys(firstErrors(form({ maxUses: 0 })))).toEqual(['maxUses']);
  });

  it.each(['minAmount', 'maxDiscount'])('needs %s of at least 0', (field) => {
    expect(PromoCodeForm.parse(form({ [field]: 0 }))[field as 'minAmount']).toBe(0);
    expect(Object.keys(firstErrors(form({ [field]: -1 })))).toEqual([field]);
  });

  it.each(['', null, undefined])('treats an empty numeric input (%j) as absent', (empty) => {
    const parsed = PromoCodeForm.parse(form({ maxUses: empty, minAmount: empty, maxDiscount: empty }));
    expect(parsed.maxUses).toBeUndefined();
    expect(parsed.minAmount).toBeUndefined();
    expect(parsed.maxDiscount).toBeUndefined();
  });

  it('reads numeric inputs typed as text', () => {
    expect(PromoCodeForm.parse(form({ maxUses: '3', minAmount: '99', maxDiscount: '50' }))).toMatchObject({
      maxUses: 3,
      minAmount: 99,
      maxDiscount: 50,
    });
  });
});

describe('promoDisplayStatus (SPEC 4 "Promo code display status")', () => {
  const now = new Date('2025-06-15T12:00:00.000Z');
  const before = '2025-06-01T00:00:00.000Z';
  const after = '2025-07-01T00:00:00.000Z';
  const promo = (over: Partial<Parameters<typeof promoDisplayStatus>[0]> = {}) => ({
    isActive: true,
    validFrom: before,
    validUntil: after,
    maxUses: null,
    usedCount: 0,
    ...over,
  });

  it.each([
    ['Inactive', 'inactive, not started and used up', { isActive: false, validFrom: after, maxUses: 1, usedCount: 1 }],
    ['Inactive', 'inactive and expired', { isActive: false, validUntil: before }],
    [
      'Upcoming',
      'not started, also past its end and used up',
      { validFrom: after, validUntil: before, maxUses: 1, usedCount: 1 },
    ],
    ['Expired', 'past its end and used up', { validUntil: before, maxUses: 2, usedCount: 5 }],
    ['Used Up', 'usedCount reached maxUses', { maxUses: 3, usedCount: 3 }],
    ['Used Up', 'usedCount beyond maxUses', { maxUses: 3, usedCount: 4 }],
    ['Active', 'one use left', { maxUses: 3, usedCount: 2 }],
    ['Active', 'no usage limit', { maxUses: null, usedCount: 10_000 }],
    ['Active', 'starting this instant', { validFrom: now.toISOString() }],
    ['Active', 'ending this instant', { validUntil: now.toISOString() }],
  ] as const)('%s when %s', (status, _, over) => {
    expect(promoDisplayStatus(promo(over), now)).toBe(status);
  });
});
