type Choice = { value: string; label: string; disabled?: boolean };

type Props = { legend: string; name: string; choices: Choice[]; value: string; onChange: (value: string) => void };

/** A labelled set of radio buttons drawn as chips (one sideways-scrolling row on phones): arrow keys move between them. */
export function ChoiceChips({ legend, name, choices, value, onChange }: Props) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-2 text-sm font-semibold text-slate-700">{legend}</legend>
      <div className="-mx-1 flex gap-2 overflow-x-auto p-1 sm:flex-wrap sm:overflow-visible">
        {choices.map((choice) => (
          <label
            key={choice.value}
            className="relative inline-flex min-h-11 shrink-0 cursor-pointer items-center rounded-full whitespace-nowrap border border-slate-300 bg-white px-4 text-sm font-medium text-slate-700 transition-colors hover:border-violet-400 has-checked:border-violet-600 has-checked:bg-violet-600 has-checked:text-white has-disabled:cursor-not-allowed has-disabled:opacity-50 has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-violet-600"
          >
            <input
              type="radio"
              name={name}
              value={choice.value}
              checked={value === choice.value}
              disabled={choice.disabled}
              onChange={() => onChange(choice.value)}
              className="sr-only"
            />
            {choice.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
