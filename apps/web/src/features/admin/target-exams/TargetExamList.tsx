import type { TargetExam } from '@mockprep/contract';
import { SquarePen, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { useMediaQuery } from '../../../lib/use-media-query';
import { ItemAction } from '../components/ItemAction';
import type { useSelection } from '../components/use-selection';

type Selection = ReturnType<typeof useSelection>;

type Props = {
  exams: TargetExam[];
  selection: Selection;
  onEdit: (exam: TargetExam) => void;
  onDelete: (exam: TargetExam) => void;
};

/** SPEC 2.13: a table (Sequence, Name, Description, Status, Actions) on wide screens, cards on phones. */
export function TargetExamList(props: Props) {
  const wide = useMediaQuery('(min-width: 768px)');
  return wide ? <ExamTable {...props} /> : <ExamCards {...props} />;
}

function ExamTable({ exams, selection, onEdit, onDelete }: Props) {
  const { t } = useTranslation();
  return (
    <div className="overflow-x-auto rounded-2xl border border-slate-200 bg-white">
      <table className="w-full text-left text-sm">
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
          <tr>
            <th scope="col" className="w-10 px-4 py-3">
              <span className="sr-only">{t('admin.targetExams.targetExamList.selected')}</span>
            </th>
            <th scope="col" className="w-24 px-4 py-3">
              {t('admin.targetExams.targetExamList.sequence')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.targetExams.targetExamList.name')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.targetExams.targetExamList.description')}
            </th>
            <th scope="col" className="px-4 py-3">
              {t('admin.targetExams.targetExamList.status')}
            </th>
            <th scope="col" className="px-4 py-3 text-right">
              {t('admin.targetExams.targetExamList.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {exams.map((exam) => (
            <tr key={exam._id} className={selection.isSelected(exam._id) ? 'bg-violet-50/60' : undefined}>
              <td className="px-4 py-3">
                <SelectBox exam={exam} selection={selection} />
              </td>
              <td className="px-4 py-3 font-semibold text-slate-700">{exam.sequence}</td>
              <th scope="row" className="px-4 py-3 font-medium text-slate-900">
                {exam.name}
              </th>
              <td className="max-w-xs px-4 py-3 text-slate-600">{exam.description || '—'}</td>
              <td className="px-4 py-3">
                <StatusBadge active={exam.isActive} />
              </td>
              <td className="px-4 py-3">
                <RowActions exam={exam} onEdit={onEdit} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ExamCards({ exams, selection, onEdit, onDelete }: Props) {
  return (
    <ul className="space-y-3">
      {exams.map((exam) => (
        <li key={exam._id} className="rounded-2xl border border-slate-200 bg-white p-4">
          <div className="flex items-start gap-3">
            <SelectBox exam={exam} selection={selection} />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <span className="text-xs font-semibold text-slate-500">#{exam.sequence}</span>
                <StatusBadge active={exam.isActive} />
              </div>
              <h3 className="mt-1 font-semibold text-slate-900">{exam.name}</h3>
              {exam.description && <p className="mt-1 text-sm text-slate-600">{exam.description}</p>}
            </div>
          </div>
          <div className="mt-3 border-t border-slate-100 pt-3">
            <RowActions exam={exam} onEdit={onEdit} onDelete={onDelete} />
          </div>
        </li>
      ))}
    </ul>
  );
}

function SelectBox({ exam, selection }: { exam: TargetExam; selection: Selection }) {
  const { t } = useTranslation();
  return (
    <input
      type="checkbox"
      checked={selection.isSelected(exam._id)}
      onChange={() => selection.toggle(exam._id)}
      aria-label={t('admin.targetExams.targetExamList.select', { name: exam.name })}
      className="size-6 accent-violet-600"
    />
  );
}

const StatusBadge = ({ active }: { active: boolean }) => {
  const { t } = useTranslation();
  return (
    <Badge tone={active ? 'green' : 'red'}>
      {active ? t('admin.targetExams.targetExamList.active') : t('admin.targetExams.targetExamList.inactive')}
    </Badge>
  );
};

function RowActions({ exam, onEdit, onDelete }: { exam: TargetExam } & Pick<Props, 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation();
  return (
    <div className="flex justify-end gap-2">
      <ItemAction
        icon={SquarePen}
        label={t('admin.targetExams.targetExamList.edit')}
        item={exam.name}
        onClick={() => onEdit(exam)}
      />
      <ItemAction
        icon={Trash2}
        label={t('admin.targetExams.targetExamList.delete')}
        item={exam.name}
        tone="rose"
        onClick={() => onDelete(exam)}
      />
    </div>
  );
}
