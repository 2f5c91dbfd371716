import { Field, inputClass } from '../../../components/ui/Field';

type Range = { from: string; to: string };
type Props = Range & {
  /** Prefix of the two inputs' ids. */
  id: string;
  labels: { from: string; to: string };
  onChange(patch: Partial<Range>): void;
};

/** "From" and "To" calendar days (YYYY-MM-DD) of a list filter; neither can cross the other. */
export function DateRangeFields({ id, from, to, labels, onChange }: Props) {
  return (
    <>
      <Field id={`${id}-from`} label={labels.from}>
        <input
          id={`${id}-from`}
          type="date"
          className={inputClass}
          value={from}
          max={to || undefined}
          onChange={(e) => onChange({ from: e.target.value })}
        />
      </Field>
      <Field id={`${id}-to`} label={labels.to}>
        <input
          id={`${id}-to`}
          type="date"
          className={inputClass}
          value={to}
          min={from || undefined}
          onChange={(e) => onChange({ to: e.target.value })}
        />
      </Field>
    </>
  );
}
