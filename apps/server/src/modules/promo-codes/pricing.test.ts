import { MSG } from '@mockprep/contract';
import { describe, expect, it } from 'vitest';
import type { PromoRow } from '../../db/schema';
import { discountPaise, promoProblem } from './pricing';

const day = 86_400_000;
const now = new Date('2026-06-15T10:00:00Z');
const promo = (fields: Partial<PromoRow> = {}): PromoRow => ({
  id: 'p',
  code: 'SAVE20',
  description: '20% off',
  discountType: 'percentage',
  discountValue: 20,
  maxDiscountPaise: null,
  minAmountPaise: 0,
  maxUses: null,
  usedCount: 0,
  reservedCount: 0,
  validFrom: new Date(now.getTime() - day),
  validUntil: new Date(now.getTime() + day),
  isActive: true,
  applicableTests: [],
  applicableTargetExams: [],
  createdAt: now,
  updatedAt: now,
  ...fields,
});
const ctx = { now, testId: 't1', testTargetExamIds: ['e1'], originalPaise: 19900 };

describe('discountPaise', () => {
  it('percentage without a cap, rounded to the paisa', () => {
    expect(discountPaise(promo(), 19900)).toBe(3980);
    expect(discountPaise(promo({ discountValue: 33 }), 4900)).toBe(1617);
  });
  it('percentage capped by maxDiscount', () => {
    expect(discountPaise(promo({ maxDiscountPaise: 2500 }), 19900)).toBe(2500);
    expect(discountPaise(promo({ maxDiscountPaise: 5000 }), 19900)).toBe(3980);
  });
  it('100% makes it free', () => {
    expect(discountPaise(promo({ discountValue: 100 }), 9900)).toBe(9900);
  });
  it('fixed, in rupees, never below a final price of zero', () => {
    expect(discountPaise(promo({ discountType: 'fixed', discountValue: 50 }), 19900)).toBe(5000);
    expect(discountPaise(promo({ discountType: 'fixed', discountValue: 12.5 }), 19900)).toBe(1250);
    expect(discountPaise(promo({ discountType: 'fixed', discountValue: 500 }), 19900)).toBe(19900);
  });
  it('a cap does not apply to fixed codes', () => {
    expect(discountPaise(promo({ discountType: 'fixed', discountValue: 80, maxDiscountPaise: 1000 }), 19900)).toBe(
      8000,
    );
  });
});

describe('promoProblem', () => {
  it('accepts a valid code', () => {
    expect(promoProblem(promo(), ctx)).toBeNull();
  });
  it.each([
    ['inactive', { isActive: false }, MSG.promoInvalid],
    ['not started', { validFrom: new Date(now.getTime() + 1000) }, MSG.promoNotStarted],
    ['expired', { validUntil: new Date(now.getTime() - 1000) }, MSG.promoExpired],
    ['used up', { maxUses: 3, usedCount: 3 }, MSG.promoUsedUp],
    ['held by open orders', { maxUses: 3, usedCount: 1, reservedCount: 2 }, MSG.promoUsedUp],
    ['below the minimum', { minAmountPaise: 25000 }, 'Minimum amount for this code is ₹250'],
    ['for another test', { applicableTests: ['t2'] }, MSG.promoNotApplicable],
    ['for another exam', { applicableTargetExams: ['e2'] }, MSG.promoNotApplicable],
  ] as const)('refuses a code that is %s', (_name, fields, message) => {
    expect(promoProblem(promo(fields as Partial<PromoRow>), ctx)).toBe(message);
  });
  it('accepts a code listed for the test or one of its exams, and the boundary minimum', () => {
    expect(promoProblem(promo({ applicableTests: ['t2', 't1'] }), ctx)).toBeNull();
    expect(promoProblem(promo({ applicableTargetExams: ['e1'] }), ctx)).toBeNull();
    expect(promoProblem(promo({ minAmountPaise: 19900, maxUses: 3, usedCount: 2 }), ctx)).toBeNull();
  });
});
