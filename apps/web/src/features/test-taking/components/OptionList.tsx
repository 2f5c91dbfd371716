import { useId } from 'react';

const LETTERS = 'ABCDEFGHIJ';

type Props = {
  /** Id of the question text that names the group. */
  labelledBy: string;
  options: string[];
  selected: number | null;
  disabled: boolean;
  onSelect: (option: number) => void;
};

/**
 * The options as one group of native radio buttons drawn as large cards: a tap anywhere on the card chooses,
 * arrow keys move and choose, and only the group is one Tab stop.
 */
export function OptionList({ labelledBy, options, selected, disabled, onSelect }: Props) {
  const name = useId();
  return (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-3">
      {options.map((text, index) => {
        const checked = index === selected;
        return (
          <label
            // Options never move within a question: the position is their identity.
            // biome-ignore lint/suspicious/noArrayIndexKey: see above
            key={index}
            className={`relative flex min-h-12 w-full items-start gap-3 rounded-xl border-2 px-3 py-3 transition-colors has-[input:focus-visible]:outline-2 has-[input:focus-visible]:outline-offset-2 has-[input:focus-visible]:outline-violet-600 sm:px-4 ${
              checked
                ? 'border-violet-600 bg-violet-50 text-violet-950 shadow-sm'
                : 'border-slate-200 bg-white text-slate-800 hover:border-violet-300 hover:bg-violet-50/40'
            } ${disabled ? 'cursor-not-allowed opacity-70' : 'cursor-pointer'}`}
          >
            <input
              type="radio"
              name={name}
              className="sr-only"
              checked={checked}
              disabled={disabled}
              onChange={() => onSelect(index)}
            />
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center rounded-full text-sm font-bold ${
                checked ? 'bg-violet-600 text-white' : 'bg-slate-100 text-slate-600'
              }`}
            >
              {LETTERS[index] ?? index + 1}
            </span>
            <span className="min-w-0 flex-1 pt-0.5 break-words">{text}</span>
          </label>
        );
      })}
    </div>
  );
}
