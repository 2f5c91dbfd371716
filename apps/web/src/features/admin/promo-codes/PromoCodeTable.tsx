import { formatDate, formatINRExact, type PromoCode } from '@mockprep/contract';
import { Button } from '../../../components/ui/Button';
import { Icon } from '../../../components/ui/Icon';
import { PromoStatusBadge } from './PromoStatusBadge';

type Props = {
  codes: PromoCode[];
  now: Date;
  onEdit: (promo: PromoCode) => void;
  onDelete: (promo: PromoCode) => void;
};

function discountText(promo: PromoCode) {
  if (promo.discountType === 'fixed') return `${formatINRExact(promo.discountValue)} off`;
  const cap = promo.maxDiscount === null ? '' : ` (max ${formatINRExact(promo.maxDiscount)})`;
  return `${promo.discountValue}% off${cap}`;
}

const HEADINGS = ['Code', 'Discount', 'Used / Max', 'Validity', 'Status', 'Actions'];

/** The promo codes with their display status; scrolls sideways on narrow screens. */
export function PromoCodeTable({ codes, now, onEdit, onDelete }: Props) {
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white shadow-sm">
      <table className="w-full min-w-[720px] text-left text-sm">
        <caption className="sr-only">Promo codes</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            {HEADINGS.map((heading) => (
              <th key={heading} scope="col" className="px-4 py-3">
                {heading}
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
              <td className="px-4 py-3 text-slate-700">
                {discountText(promo)}
                {promo.minAmount > 0 && (
                  <span className="block text-xs text-slate-500">Min {formatINRExact(promo.minAmount)}</span>
                )}
              </td>
              <td className="px-4 py-3 text-slate-700 tabular-nums">
                {promo.usedCount} / {promo.maxUses ?? 'Unlimited'}
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-slate-700">
                {formatDate(promo.validFrom)}
                <span className="block text-xs text-slate-500">to {formatDate(promo.validUntil)}</span>
              </td>
              <td className="px-4 py-3">
                <PromoStatusBadge promo={promo} now={now} />
              </td>
              <td className="px-4 py-3">
                <div className="flex gap-2">
                  <Button
                    variant="secondary"
                    onClick={() => onEdit(promo)}
                    aria-label={`Edit ${promo.code}`}
                    className="px-2.5 py-1.5"
                  >
                    <Icon name="pencil" className="size-4" />
                    Edit
                  </Button>
                  <Button
                    variant="danger"
                    onClick={() => onDelete(promo)}
                    aria-label={`Delete ${promo.code}`}
                    className="px-2.5 py-1.5"
                  >
                    <Icon name="trash" className="size-4" />
                    Delete
                  </Button>
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
