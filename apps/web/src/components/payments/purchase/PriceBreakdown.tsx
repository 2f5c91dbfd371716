import { formatINRExact, type PromoValidation } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';

/** The price, and with a promo code the server's preview: original, discount and what is left to pay. */
export function PriceBreakdown({ price, promo }: { price: number; promo: PromoValidation | null }) {
  const { t } = useTranslation();
  const total = promo ? promo.finalAmount : price;
  return (
    <dl
      aria-label={t('mockTests.purchase.priceBreakdown.priceSummary')}
      className="space-y-2 rounded-xl border border-slate-200 p-4 text-sm"
    >
      <div className="flex justify-between gap-4">
        <dt className="text-slate-600">{t('mockTests.purchase.priceBreakdown.price')}</dt>
        <dd className={`tabular-nums ${promo ? 'text-muted line-through' : 'text-slate-900'}`}>
          {formatINRExact(promo ? promo.originalAmount : price)}
        </dd>
      </div>
      {promo && (
        <div className="flex justify-between gap-4">
          <dt className="text-emerald-700">
            {t('mockTests.purchase.priceBreakdown.discount', { code: promo.promoCode.code })}
          </dt>
          <dd className="font-medium text-emerald-700 tabular-nums">−{formatINRExact(promo.savings)}</dd>
        </div>
      )}
      <div className="flex justify-between gap-4 border-t border-slate-200 pt-2 text-base">
        <dt className="font-semibold text-slate-900">{t('mockTests.purchase.priceBreakdown.total')}</dt>
        <dd className="font-bold text-violet-700 tabular-nums">{formatINRExact(total)}</dd>
      </div>
    </dl>
  );
}
