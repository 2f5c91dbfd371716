import { ChevronDown, ChevronUp } from 'lucide-react';
import { useTranslation } from 'react-i18next';

type Props = {
  /** Named in the labels: "Move JEE Main up". */
  name: string;
  index: number;
  length: number;
  onMove: (to: number, part: 'up' | 'down') => void;
};

const buttonClass =
  'rounded-lg p-1.5 text-slate-600 hover:bg-slate-100 disabled:text-slate-300 disabled:hover:bg-transparent';

/** Move up and Move down for a row of an ordered list (marked data-part for useMoveFocus). */
export function MoveButtons({ name, index, length, onMove }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.moveButtons' });
  return (
    <span className="flex shrink-0 gap-1">
      <button
        type="button"
        data-part="up"
        onClick={() => onMove(index - 1, 'up')}
        disabled={index === 0}
        aria-label={t('moveUp', { name })}
        className={buttonClass}
      >
        <ChevronUp className="size-4" />
      </button>
      <button
        type="button"
        data-part="down"
        onClick={() => onMove(index + 1, 'down')}
        disabled={index === length - 1}
        aria-label={t('moveDown', { name })}
        className={buttonClass}
      >
        <ChevronDown className="size-4" />
      </button>
    </span>
  );
}
