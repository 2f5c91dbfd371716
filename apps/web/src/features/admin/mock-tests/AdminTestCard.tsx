import { formatINR, type Test } from '@mockprep/contract';
import { ClipboardCheck, SquarePen, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { ItemAction } from '../components/ItemAction';

type Props = {
  test: Test;
  selected: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onQuestions: () => void;
  onDelete: () => void;
};

/** SPEC 2.13 test card: what the test is, its exams, Free/Paid and Active/Inactive, and its actions. */
export function AdminTestCard({ test, selected, onToggle, onEdit, onQuestions, onDelete }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.adminTestCard' });
  const titleId = useId();
  const exams = test.targetExams.map((exam) => exam.name).join(', ');
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col rounded-2xl border bg-white p-4 shadow-sm ${selected ? 'border-violet-400 ring-1 ring-violet-200' : 'border-slate-200'}`}
    >
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          checked={selected}
          onChange={onToggle}
          aria-label={t('select', { title: test.title })}
          className="mt-1 size-4 shrink-0 accent-violet-600"
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={test.type === 'Free' ? 'green' : 'violet'}>
              {test.type === 'Free' ? t('free') : t('paid', { price: formatINR(test.price) })}
            </Badge>
            <Badge tone={test.isActive ? 'green' : 'red'}>{test.isActive ? t('active') : t('inactive')}</Badge>
          </div>
          <h3 id={titleId} className="mt-2 font-semibold break-words text-slate-900">
            {test.title}
          </h3>
          <p className="mt-0.5 text-sm text-slate-600">
            {test.subject} <span aria-hidden="true">·</span> {test.examType}
          </p>
        </div>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 rounded-xl bg-slate-50 p-3 text-sm">
        <div>
          <dt className="text-xs text-slate-500">{t('duration')}</dt>
          <dd className="font-semibold text-slate-900">{t('minutes', { count: test.duration })}</dd>
        </div>
        <div>
          <dt className="text-xs text-slate-500">{t('questions')}</dt>
          <dd className="font-semibold text-slate-900">{test.questionCount}</dd>
        </div>
        <div className="col-span-2">
          <dt className="text-xs text-slate-500">{t('targetExams')}</dt>
          <dd className={exams ? 'font-medium text-slate-900' : 'text-slate-500'}>{exams || t('none')}</dd>
        </div>
      </dl>
      <div className="mt-auto flex flex-wrap justify-end gap-1 pt-3">
        <ItemAction icon={SquarePen} label={t('edit')} item={test.title} onClick={onEdit} />
        <ItemAction icon={ClipboardCheck} label={t('questions')} item={test.title} tone="slate" onClick={onQuestions} />
        <ItemAction icon={Trash2} label={t('delete')} item={test.title} tone="rose" onClick={onDelete} />
      </div>
    </article>
  );
}
