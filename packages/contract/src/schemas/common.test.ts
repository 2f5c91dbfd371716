import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { TestForm } from '../admin/mock-tests';
import { PromoCodeForm } from '../admin/promo-codes';
import { checkBulkTargetExams } from '../admin/target-exams';
import { DATE_RANGE_MESSAGE, hasForbiddenCharacters, INPUT_LIMITS, tooLargeMessage, tooLongMessage } from './common';

const firstMessage = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('forbidden characters', () => {
  it.each(['a\u0000b', '\ud800', 'x\udfff', '\udc00\ud800'])('%j is refused', (value) => {
    expect(hasForbiddenCharacters(value)).toBe(true);
  });
  it.each(['plain', '🙂 emoji', 'हिन्दी', ''])('%j is fine', (value) => {
    expect(hasForbiddenCharacters(value)).toBe(false);
  });
});

describe('bounds', () => {
  const test = {
    title: 'Mock 1',
    subject: 'Physics',
    examType: 'JEE',
    duration: 60,
    type: 'Paid',
    level: 'easy',
    price: 499,
    targetExams: ['6f1c1c56-4a0b-4c43-9d0e-1f6b1f7c2a11'],
  };
  it('refuses integers PostgreSQL cannot hold, with a readable message', () => {
    expect(firstMessage(TestForm, { ...test, duration: 2 ** 31 })).toBe(tooLargeMessage(INPUT_LIMITS.minutes));
    expect(firstMessage(TestForm, { ...test, price: 2 ** 31 })).toBe(tooLargeMessage(INPUT_LIMITS.amount));
    expect(firstMessage(TestForm, test)).toBeNull();
  });
  it('refuses texts over their limit', () => {
    expect(firstMessage(TestForm, { ...test, title: 'a'.repeat(INPUT_LIMITS.label + 1) })).toBe(
      tooLongMessage(INPUT_LIMITS.label),
    );
  });
  it('refuses dates outside 2000 to 2100', () => {
    const promo = { code: 'SAVE', description: 'Save', discountType: 'fixed', discountValue: 10 };
    const dates = { validFrom: '2030-01-01T00:00:00Z', validUntil: '2030-02-01T00:00:00Z' };
    expect(firstMessage(PromoCodeForm, { ...promo, ...dates })).toBeNull();
    expect(firstMessage(PromoCodeForm, { ...promo, ...dates, validUntil: '+275760-09-13T00:00:00.000Z' })).toBe(
      DATE_RANGE_MESSAGE,
    );
    expect(firstMessage(PromoCodeForm, { ...promo, ...dates, validFrom: '-001000-01-01T00:00:00.000Z' })).toBe(
      DATE_RANGE_MESSAGE,
    );
  });
  it('reports bulk items over the limits as problems instead of failing', () => {
    const checked = checkBulkTargetExams([{ name: 'NDA', sequence: 2 ** 31 }, { name: 'x'.repeat(101) }]);
    expect(checked.valid).toEqual([]);
    expect(checked.errors).toEqual([
      `Target exam 1: sequence: ${tooLargeMessage(INPUT_LIMITS.count)}`,
      `Target exam 2: name: ${tooLongMessage(INPUT_LIMITS.name)}`,
    ]);
  });
});
