import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';

type Props = {
  answered: number;
  marked: number;
  total: number;
  submitting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** SPEC 2.8: the confirmation before a manual submit. */
export function SubmitDialog({ answered, marked, total, submitting, onConfirm, onCancel }: Props) {
  return (
    <Modal title="Submit Test?" onClose={submitting ? () => undefined : onCancel}>
      <p className="text-slate-700">
        Are you sure you want to submit your test? You have answered {answered} out of {total} questions.
      </p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {[
          { label: 'Answered', value: answered, tone: 'text-emerald-700' },
          { label: 'Marked', value: marked, tone: 'text-amber-700' },
          { label: 'Unanswered', value: total - answered, tone: 'text-slate-700' },
        ].map(({ label, value, tone }) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className={`text-xl font-bold tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          Cancel
        </Button>
        <Button onClick={onConfirm} pending={submitting} pendingText="Submitting...">
          Submit Test
        </Button>
      </div>
    </Modal>
  );
}
