import { MSG, type PromoCode, promoMinAmountMessage } from '@mockprep/contract';

/** What the rules read of a promo code: its terms and its use counts, money in paise. */
export type PromoTerms = {
  isActive: boolean;
  validFrom: Date;
  validUntil: Date;
  maxUses: number | null;
  usedCount: number;
  /** Uses held by open orders. */
  reservedCount: number;
  minAmountPaise: number;
  applicableTests: string[];
  applicableTargetExams: string[];
  discountType: PromoCode['discountType'];
  /** Percent for percentage codes; rupees for fixed codes. */
  discountValue: number;
  maxDiscountPaise: number | null;
};

export type PromoContext = { now: Date; testId: string; testTargetExamIds: string[]; originalPaise: number };

/** The first rule the code breaks for this purchase, as the student should read it; null when it applies. */
export function promoProblem(promo: PromoTerms, ctx: PromoContext): string | null {
  if (!promo.isActive) return MSG.promoInvalid;
  if (ctx.now < promo.validFrom) return MSG.promoNotStarted;
  if (ctx.now > promo.validUntil) return MSG.promoExpired;
  if (promo.maxUses !== null && promo.usedCount + promo.reservedCount >= promo.maxUses) return MSG.promoUsedUp;
  if (ctx.originalPaise < promo.minAmountPaise) return promoMinAmountMessage(promo.minAmountPaise / 100);
  if (promo.applicableTests.length > 0 && !promo.applicableTests.includes(ctx.testId)) return MSG.promoNotApplicable;
  if (
    promo.applicableTargetExams.length > 0 &&
    !ctx.testTargetExamIds.some((id) => promo.applicableTargetExams.includes(id))
  ) {
    return MSG.promoNotApplicable;
  }
  return null;
}

/** Discount in paise: a percentage (rounded to the paisa) capped by maxDiscount, or a fixed amount; never above the price. */
export function discountPaise(
  promo: Pick<PromoTerms, 'discountType' | 'discountValue' | 'maxDiscountPaise'>,
  originalPaise: number,
): number {
  const raw =
    promo.discountType === 'percentage'
      ? Math.round((originalPaise * promo.discountValue) / 100)
      : Math.round(promo.discountValue * 100);
  const capped =
    promo.discountType === 'percentage' && promo.maxDiscountPaise !== null
      ? Math.min(raw, promo.maxDiscountPaise)
      : raw;
  return Math.max(0, Math.min(capped, originalPaise));
}
