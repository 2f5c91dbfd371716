import { z } from 'zod';
import { DATE_RANGE_MESSAGE, DATE_TIME, Id, INPUT_LIMITS, inDateRange, text, tooLargeMessage } from '../schemas/common';

export const PROMO_MSG = {
  created: 'Promo code created successfully',
  updated: 'Promo code updated successfully',
  deleted: 'Promo code deleted successfully',
  notFound: 'Promo code not found',
  required: 'Please fill in all required fields',
  discount: 'Discount value must be greater than 0',
  percentMax: 'Percentage discount cannot exceed 100%',
  maxUses: 'Max uses must be at least 1',
  nonNegative: 'Amounts cannot be negative',
  dates: 'Valid until must be after valid from',
  codeTaken: 'A promo code with this code already exists',
} as const;

/** A required date: blank, null or not a date is "required" (null would otherwise coerce to 1970). */
const requiredDate = () =>
  z.preprocess(
    (v) => (v === null ? undefined : v),
    z.coerce.date({ error: PROMO_MSG.required }).refine(inDateRange, DATE_RANGE_MESSAGE).meta(DATE_TIME),
  );

const optionalNumber = (schema: z.ZodNumber) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? undefined : Number(v)), schema.optional());

const amountMax = [INPUT_LIMITS.amount, tooLargeMessage(INPUT_LIMITS.amount)] as const;

/** The admin promo code form (SPEC 5); amounts in rupees. */
export const PromoCodeForm = z
  .object({
    code: z
      .string({ error: PROMO_MSG.required })
      .trim()
      .min(1, PROMO_MSG.required)
      .max(40)
      .transform((v) => v.toUpperCase()),
    description: text(INPUT_LIMITS.text, { error: PROMO_MSG.required }).trim().min(1, PROMO_MSG.required),
    discountType: z.enum(['percentage', 'fixed']),
    discountValue: z.coerce
      .number({ error: PROMO_MSG.discount })
      .gt(0, PROMO_MSG.discount)
      .max(...amountMax),
    maxDiscount: optionalNumber(
      z
        .number()
        .min(0, PROMO_MSG.nonNegative)
        .max(...amountMax),
    ),
    minAmount: optionalNumber(
      z
        .number()
        .min(0, PROMO_MSG.nonNegative)
        .max(...amountMax),
    ),
    maxUses: optionalNumber(
      z.number().int().min(1, PROMO_MSG.maxUses).max(INPUT_LIMITS.count, tooLargeMessage(INPUT_LIMITS.count)),
    ),
    validFrom: requiredDate(),
    validUntil: requiredDate(),
    isActive: z.boolean().optional().default(true),
    applicableTests: z.array(Id).max(INPUT_LIMITS.ids).optional().default([]),
    applicableTargetExams: z.array(Id).max(INPUT_LIMITS.ids).optional().default([]),
  })
  .superRefine((p, ctx) => {
    if (p.discountType === 'percentage' && p.discountValue > 100) {
      ctx.addIssue({ code: 'custom', path: ['discountValue'], message: PROMO_MSG.percentMax });
    }
    if (p.validUntil <= p.validFrom) ctx.addIssue({ code: 'custom', path: ['validUntil'], message: PROMO_MSG.dates });
  });
export type PromoCodeForm = z.input<typeof PromoCodeForm>;
export type PromoCodeInput = z.output<typeof PromoCodeForm>;

export type PromoDisplayStatus = 'Inactive' | 'Upcoming' | 'Expired' | 'Used Up' | 'Active';

/** SPEC 4: evaluated in this order. */
export function promoDisplayStatus(
  p: { isActive: boolean; validFrom: string; validUntil: string; maxUses: number | null; usedCount: number },
  now: Date,
): PromoDisplayStatus {
  if (!p.isActive) return 'Inactive';
  if (now < new Date(p.validFrom)) return 'Upcoming';
  if (now > new Date(p.validUntil)) return 'Expired';
  if (p.maxUses !== null && p.usedCount >= p.maxUses) return 'Used Up';
  return 'Active';
}
