import { type BulkResult, SAMPLE_TARGET_EXAMS, TARGET_EXAM_MSG, type TargetExamInput } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/Badge';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { toast } from '../../../lib/toast';
import { JsonSource } from '../components/JsonSource';
import { ProblemList, ProblemMessage } from '../components/ProblemList';
import { useCheckedJson } from '../components/use-checked-json';
import { checkTargetExamJson } from './bulk-check';

type Props = {
  pending: boolean;
  /** The server's answer to the last upload, to list what it refused. */
  result: BulkResult | null;
  onUpload: (exams: TargetExamInput[]) => void;
  onClose: () => void;
};

/** SPEC 5 "Bulk target exam upload": JSON in, the contract's checks in the preview and before sending. */
export function BulkUploadTargetExamsModal({ pending, result, onUpload, onClose }: Props) {
  const { t } = useTranslation();
  const { text, edit, checked, check } = useCheckedJson(checkTargetExamJson);

  function upload() {
    const outcome = check();
    if ('error' in outcome) toast.error(outcome.error);
    else if (outcome.errors.length > 0) toast.error(TARGET_EXAM_MSG.fix);
    else onUpload(outcome.valid);
  }

  return (
    <Modal
      title={t('admin.targetExams.bulkUploadTargetExamsModal.bulkUploadTargetExams')}
      onClose={onClose}
      dirty={text.trim() !== '' && !result}
    >
      <div className="space-y-4">
        <JsonSource
          id="target-exams-json"
          label={t('admin.targetExams.bulkUploadTargetExamsModal.targetExamsJson')}
          value={text}
          onChange={edit}
          sample={SAMPLE_TARGET_EXAMS}
          onPreview={check}
        />
        <p className="text-xs text-slate-500">
          {t('admin.targetExams.bulkUploadTargetExamsModal.aListOfObjectsWith')} <code>name</code>{' '}
          {t('admin.targetExams.bulkUploadTargetExamsModal.required')} <code>description</code>, <code>sequence</code>{' '}
          {t('admin.targetExams.bulkUploadTargetExamsModal.n0OrMoreAnd')} <code>isActive</code>.
        </p>

        {checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {checked && !('error' in checked) && (
          <>
            <ProblemList title={TARGET_EXAM_MSG.fix} problems={checked.errors} />
            {checked.errors.length === 0 && <ExamPreview exams={checked.valid} />}
          </>
        )}
        {result && result.failed > 0 && (
          <ProblemList
            title={t('admin.targetExams.bulkUploadTargetExamsModal.theServerRefusedTargetExam', {
              failed: result.failed,
            })}
            problems={result.errors}
          />
        )}

        <ModalActions
          onCancel={onClose}
          submitLabel={t('admin.targetExams.bulkUploadTargetExamsModal.upload')}
          onSubmit={upload}
          submitDisabled={!text.trim()}
          pending={pending}
          pendingText={t('admin.targetExams.bulkUploadTargetExamsModal.uploading')}
        />
      </div>
    </Modal>
  );
}

function ExamPreview({ exams }: { exams: TargetExamInput[] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-label={t('admin.targetExams.bulkUploadTargetExamsModal.preview')}
      className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3"
    >
      <p className="text-sm font-semibold text-emerald-800">
        {t('admin.targetExams.bulkUploadTargetExamsModal.targetExamSReadyTo', { length: exams.length })}
      </p>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm">
        {exams.map((exam, index) => (
          // Names may repeat in an upload (the server refuses duplicates), so the position keys the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered.
          <li key={index} className="flex items-center gap-2">
            <span className="w-8 shrink-0 text-slate-500">#{exam.sequence}</span>
            <span className="min-w-0 flex-1 truncate text-slate-900">{exam.name}</span>
            <Badge tone={exam.isActive ? 'green' : 'red'}>
              {exam.isActive
                ? t('admin.targetExams.bulkUploadTargetExamsModal.active')
                : t('admin.targetExams.bulkUploadTargetExamsModal.inactive')}
            </Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
