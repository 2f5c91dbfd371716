import { useId } from 'react';

type Props<V extends string> = {
  legend: string;
  options: readonly V[];
  labelOf: (option: V) => string;
  value: V;
  onChange: (option: V) => void;
  className?: string;
};

/**
 * A segmented control built on native radio buttons: Tab reaches it once, the arrow keys move and choose, and a
 * screen reader announces "Password, radio button, 1 of 2" with no script of ours. Each radio covers its segment,
 * so a press anywhere on it chooses.
 */
export function SegmentedControl<V extends string>({
  legend,
  options,
  labelOf,
  value,
  onChange,
  className = '',
}: Props<V>) {
  const name = useId();
  return (
    <fieldset className={className}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid auto-cols-fr grid-flow-col gap-1 rounded-xl bg-slate-100 p-1">
        {options.map((option) => (
          <label
            key={option}
            className="relative rounded-lg px-4 py-2 text-center text-sm font-semibold whitespace-nowrap text-slate-600 transition-colors hover:text-slate-900 has-checked:bg-white has-checked:text-violet-700 has-checked:shadow-sm"
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={option === value}
              onChange={() => onChange(option)}
              className="absolute inset-0 cursor-pointer appearance-none rounded-lg focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
            />
            {labelOf(option)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
