import { useTranslation } from 'react-i18next';
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
  const { t } = useTranslation();
  return (
    <Modal title={t('testTaking.submitDialog.title')} onClose={submitting ? () => undefined : onCancel}>
      <p className="text-slate-700">{t('testTaking.submitDialog.areYouSureYouWant', { answered, total })}</p>
      <dl className="mt-4 grid grid-cols-3 gap-2 text-center">
        {[
          { label: t('testTaking.counts.answered'), value: answered, tone: 'text-emerald-700' },
          { label: t('testTaking.counts.marked'), value: marked, tone: 'text-amber-700' },
          { label: t('testTaking.counts.unanswered'), value: total - answered, tone: 'text-slate-700' },
        ].map(({ label, value, tone }) => (
          <div key={label} className="rounded-lg bg-slate-50 px-2 py-3">
            <dt className="text-xs text-slate-500">{label}</dt>
            <dd className={`text-xl font-bold tabular-nums ${tone}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <div className="mt-6 grid grid-cols-2 gap-3 sm:flex sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={submitting}>
          {t('testTaking.submitDialog.cancel')}
        </Button>
        <Button onClick={onConfirm} pending={submitting} pendingText={t('testTaking.submitDialog.submitting')}>
          {t('testTaking.submitDialog.confirm')}
        </Button>
      </div>
    </Modal>
  );
}
