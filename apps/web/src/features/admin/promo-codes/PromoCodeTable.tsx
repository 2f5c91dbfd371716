import { formatDateTime, formatINRExact, type PromoCode } from '@mockprep/contract';
import { SquarePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { i18n } from '../../../i18n';
import { useMediaQuery } from '../../../lib/use-media-query';
import { PromoStatusBadge } from './PromoStatusBadge';

type Props = {
  codes: PromoCode[];
  now: Date;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
};

function discountText(promo: PromoCode) {
  if (promo.discountType === 'fixed')
    return i18n.t('admin.promoCodes.promoCodeTable.fixedOff', { amount: formatINRExact(promo.discountValue) });
  const off = i18n.t('admin.promoCodes.promoCodeTable.percentOff', { percent: promo.discountValue });
  if (promo.maxDiscount === null) return off;
  return i18n.t('admin.promoCodes.promoCodeTable.capped', { off, max: formatINRExact(promo.maxDiscount) });
}

const HEADINGS = ['code', 'discount', 'usage', 'validity', 'status', 'actions'] as const;

/** The promo codes with their display status: a table from 768 px, a card per code on phones. */
export function PromoCodeTable({ codes, now, onEdit, onDelete }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.promoCodes.promoCodeTable' });
  const wide = useMediaQuery('(min-width: 768px)');
  const actions = (promo: PromoCode) => (
    <div className="flex gap-2">
      <Button
        variant="secondary"
        onClick={() => onEdit(promo)}
        aria-label={t('editLabel', { code: promo.code })}
        className="px-2.5 py-1.5"
      >
        <SquarePen className="size-4" />
        {t('edit')}
      </Button>
      <Button
        variant="dangerOutline"
        onClick={() => onDelete(promo)}
        aria-label={t('deleteLabel', { code: promo.code })}
        className="px-2.5 py-1.5"
      >
        <Trash2 className="size-4" />
        {t('delete')}
      </Button>
    </div>
  );
  const usage = (promo: PromoCode) => `${promo.usedCount} / ${promo.maxUses ?? t('unlimited')}`;
  const discount = (promo: PromoCode) => (
    <>
      {discountText(promo)}
      {promo.minAmount > 0 && (
        <span className="block text-xs text-slate-500">{t('min', { minAmount: formatINRExact(promo.minAmount) })}</span>
      )}
    </>
  );
  const validity = (promo: PromoCode) => (
    <>
      <span className="block">{formatDateTime(promo.validFrom)}</span>
      <span className="block text-xs text-slate-500">{t('to', { validUntil: formatDateTime(promo.validUntil) })}</span>
    </>
  );

  if (!wide) {
    return (
      <ul aria-label={t('promoCodes')} className="space-y-3">
        {codes.map((promo) => (
          <li key={promo._id}>
            <article
              aria-label={promo.code}
              className="space-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm shadow-sm"
            >
              <div className="flex items-start justify-between gap-2">
                <div className="min-w-0">
                  <h3 className="font-mono font-semibold break-all text-slate-900">{promo.code}</h3>
                  <p className="text-xs text-slate-500">{promo.description}</p>
                </div>
                <PromoStatusBadge promo={promo} now={now} />
              </div>
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-slate-700">
                <div>
                  <dt className="text-xs text-slate-500">{t('headings.discount')}</dt>
                  <dd>{discount(promo)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('headings.usage')}</dt>
                  <dd className="tabular-nums">{usage(promo)}</dd>
                </div>
                <div className="col-span-2">
                  <dt className="text-xs text-slate-500">{t('headings.validity')}</dt>
                  <dd>{validity(promo)}</dd>
                </div>
              </dl>
              {actions(promo)}
            </article>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('promoCodes')}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {t(`headings.${heading}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {codes.map((promo) => (
            <tr key={promo._id} className="align-top">
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="font-mono font-semibold text-slate-900">{promo.code}</span>
                <span className="block max-w-56 text-xs text-slate-500">{promo.description}</span>
              </th>
              <td className="px-4 py-3 text-slate-700">{discount(promo)}</td>
              <td className="px-4 py-3 text-slate-700 tabular-nums">{usage(promo)}</td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">{validity(promo)}</td>
              <td className="px-4 py-3">
                <PromoStatusBadge promo={promo} now={now} />
              </td>
              <td className="px-4 py-3">{actions(promo)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
