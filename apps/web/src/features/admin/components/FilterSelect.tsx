import { inputClass } from '../../../components/ui/Field';

type Props = {
  label: string;
  /** The first choice, meaning no filter (the empty value). */
  anyLabel: string;
  options: readonly { value: string; label: string }[];
  value: string;
  onChange: (value: string) => void;
};

/** A drop-down narrowing an admin list on the server: "All ..." (the empty value), then each choice. */
export function FilterSelect({ label, anyLabel, options, value, onChange }: Props) {
  return (
    <select value={value} onChange={(event) => onChange(event.target.value)} aria-label={label} className={inputClass}>
      <option value="">{anyLabel}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}
