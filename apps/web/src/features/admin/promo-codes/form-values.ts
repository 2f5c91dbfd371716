import { type PromoCode, type PromoCodeForm, toIstInput } from '@mockprep/contract';

/** The validity fields show IST to the minute, whatever the device's time zone. */
const toMinute = (value: string | Date) => toIstInput(value).slice(0, 16);

const DEFAULT_VALIDITY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The form's fields as typed: numbers stay text until the contract's schema reads them. */
export type PromoFormValues = Omit<
  Required<PromoCodeForm>,
  'discountValue' | 'maxDiscount' | 'minAmount' | 'maxUses' | 'validFrom' | 'validUntil'
> & {
  discountValue: string;
  maxDiscount: string;
  minAmount: string;
  maxUses: string;
  validFrom: string;
  validUntil: string;
};

const text = (n: number | null) => (n === null ? '' : String(n));

/** A new code: percentage type, valid from now for 30 days, active, for every test and exam. */
export const newPromoValues = (now: Date): PromoFormValues => ({
  code: '',
  description: '',
  discountType: 'percentage',
  discountValue: '',
  maxDiscount: '',
  minAmount: '',
  maxUses: '',
  validFrom: toMinute(now),
  validUntil: toMinute(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)),
  isActive: true,
  applicableTests: [],
  applicableTargetExams: [],
});

export const promoValues = (promo: PromoCode): PromoFormValues => ({
  code: promo.code,
  description: promo.description,
  discountType: promo.discountType,
  discountValue: String(promo.discountValue),
  maxDiscount: text(promo.maxDiscount),
  minAmount: promo.minAmount ? String(promo.minAmount) : '',
  maxUses: text(promo.maxUses),
  validFrom: toMinute(promo.validFrom),
  validUntil: toMinute(promo.validUntil),
  isActive: promo.isActive,
  applicableTests: promo.applicableTests,
  applicableTargetExams: promo.applicableTargetExams,
});
