import { type ReactNode, useId } from 'react';
import { MathText } from '../../../components/exam/MathText';
import { QuestionImage } from '../../../components/exam/QuestionImage';

const LETTERS = 'ABCDEFGHIJ';

type Props = {
  /** Id of the question text that names the group. */
  labelledBy: string;
  options: string[];
  /** Each option's image or null, in the options' order; empty when none has one. */
  images: (string | null)[];
  /** The language the options are written in. */
  lang: string;
  /** Radio buttons (one option) or checkboxes (any number of options). */
  multiple: boolean;
  /** The options chosen (shown indexes). */
  chosen: number[];
  disabled: boolean;
  /** The student picked (single) or ticked or unticked (multiple) this option. */
  onPick: (option: number) => void;
};

/** Checkboxes are a fieldset; radio buttons a radio group (arrow keys move within it). */
function Group({ multiple, labelledBy, children }: { multiple: boolean; labelledBy: string; children: ReactNode }) {
  return multiple ? (
    <fieldset aria-labelledby={labelledBy} className="space-y-3">
      {children}
    </fieldset>
  ) : (
    <div role="radiogroup" aria-labelledby={labelledBy} className="space-y-3">
      {children}
    </div>
  );
}

/**
 * The options as native radio buttons (single-correct: arrow keys move and choose, one Tab stop) or checkboxes
 * (multiple-correct), drawn as large cards that a tap anywhere on chooses.
 */
export function OptionList({ labelledBy, options, images, lang, multiple, chosen, disabled, onPick }: Props) {
  const name = useId();
  return (
    <Group multiple={multiple} labelledBy={labelledBy}>
      {options.map((text, index) => {
        const checked = chosen.includes(index);
        const letter = LETTERS[index] ?? String(index + 1);
        const image = images[index];
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
              type={multiple ? 'checkbox' : 'radio'}
              name={name}
              className="sr-only"
              checked={checked}
              disabled={disabled}
              onChange={() => onPick(index)}
            />
            <span
              aria-hidden="true"
              className={`flex size-7 shrink-0 items-center justify-center text-sm font-bold ${
                multiple ? 'rounded-md' : 'rounded-full'
              } ${checked ? 'bg-violet-600 text-white' : 'bg-slate-100 text-slate-600'}`}
            >
              {letter}
            </span>
            <span lang={lang} className="min-w-0 flex-1 pt-0.5 break-words">
              <MathText text={text} />
              {image && (
                <span className="mt-2 block">
                  <QuestionImage src={image} option={letter} />
                </span>
              )}
            </span>
          </label>
        );
      })}
    </Group>
  );
}
