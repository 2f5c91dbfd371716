import { Delete } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { draftOf, draftValue, isDraft, type KeypadKey, MAX_DRAFT_LENGTH, pressKey } from '../model/numeric-draft';

const KEYS: KeypadKey[] = ['7', '8', '9', '4', '5', '6', '1', '2', '3', '-', '0', '.'];

type Props = {
  /** Id of the question text that names the field. */
  labelledBy: string;
  value: number | null;
  disabled: boolean;
  onChange: (value: number | null) => void;
};

const keyLook =
  'flex min-h-12 items-center justify-center rounded-xl border border-slate-300 bg-white text-lg font-semibold text-slate-900 tabular-nums hover:bg-violet-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * A numerical answer: a field that takes typing (digits, one point, a leading minus) and the on-screen keypad of the
 * exam, both editing the same draft; the number it stands for is the answer.
 */
export function NumericAnswer({ labelledBy, value, disabled, onChange }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'testTaking.numeric' });
  const [draft, setDraft] = useState(() => draftOf(value));
  const hintId = useId();
  // The answer changed elsewhere (Clear Response, a refused answer): the field shows it.
  if (draftValue(draft) !== value) setDraft(draftOf(value));

  function edit(next: string) {
    setDraft(next);
    if (draftValue(next) !== value) onChange(draftValue(next));
  }

  const label = (key: KeypadKey) => (key === '-' ? t('minus') : key === '.' ? t('point') : key);
  return (
    <div className="max-w-xs space-y-3">
      <input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        aria-labelledby={labelledBy}
        aria-describedby={hintId}
        value={draft}
        disabled={disabled}
        maxLength={MAX_DRAFT_LENGTH}
        onChange={(event) => {
          if (isDraft(event.target.value)) edit(event.target.value);
        }}
        placeholder={t('placeholder')}
        className="h-14 w-full rounded-xl border-2 border-slate-300 bg-white px-4 text-right text-2xl font-bold text-slate-900 tabular-nums focus:border-violet-600 focus:outline-none disabled:bg-slate-100"
      />
      <p id={hintId} className="text-xs text-slate-600">
        {t('hint')}
      </p>
      <fieldset aria-label={t('keypad')} className="grid grid-cols-3 gap-2">
        {KEYS.map((key) => (
          <button
            key={key}
            type="button"
            className={keyLook}
            aria-label={label(key)}
            disabled={disabled}
            onClick={() => edit(pressKey(draft, key))}
          >
            {key === '-' ? '\u2212' : key}
          </button>
        ))}
        <button
          type="button"
          className={`${keyLook} col-span-3`}
          aria-label={t('backspace')}
          disabled={disabled || draft === ''}
          onClick={() => edit(pressKey(draft, 'backspace'))}
        >
          <Delete className="size-5" />
          <span aria-hidden="true" className="ml-1 text-sm">
            {t('backspace')}
          </span>
        </button>
      </fieldset>
    </div>
  );
}
