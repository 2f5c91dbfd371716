import type { PromoCode, PromoCodeForm } from '@mockprep/contract';

const pad = (n: number) => n.toString().padStart(2, '0');

/** A time as a datetime-local input shows it: the browser's local time, to the minute. */
export function toDateTimeLocal(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

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
  validFrom: toDateTimeLocal(now),
  validUntil: toDateTimeLocal(new Date(now.getTime() + DEFAULT_VALIDITY_DAYS * DAY_MS)),
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
  validFrom: toDateTimeLocal(promo.validFrom),
  validUntil: toDateTimeLocal(promo.validUntil),
  isActive: promo.isActive,
  applicableTests: promo.applicableTests,
  applicableTargetExams: promo.applicableTargetExams,
});
