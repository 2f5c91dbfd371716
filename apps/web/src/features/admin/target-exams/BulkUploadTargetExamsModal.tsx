import { type BulkResult, SAMPLE_TARGET_EXAMS, TARGET_EXAM_MSG, type TargetExamInput } from '@mockprep/contract';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/Badge';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
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
  const { text, edit, checked, check } = useCheckedJson(checkTargetExamJson);

  function upload() {
    const outcome = check();
    if ('error' in outcome) toast.error(outcome.error);
    else if (outcome.errors.length > 0) toast.error(TARGET_EXAM_MSG.fix);
    else onUpload(outcome.valid);
  }

  return (
    <Modal title="Bulk Upload Target Exams" onClose={onClose}>
      <div className="space-y-4">
        <JsonSource
          id="target-exams-json"
          label="Target exams JSON"
          value={text}
          onChange={edit}
          sample={SAMPLE_TARGET_EXAMS}
          onPreview={check}
        />
        <p className="text-xs text-slate-500">
          A list of objects with <code>name</code> (required), <code>description</code>, <code>sequence</code> (0 or
          more) and <code>isActive</code>.
        </p>

        {checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {checked && !('error' in checked) && (
          <>
            <ProblemList title={TARGET_EXAM_MSG.fix} problems={checked.errors} />
            {checked.errors.length === 0 && <ExamPreview exams={checked.valid} />}
          </>
        )}
        {result && result.failed > 0 && (
          <ProblemList title={`The server refused ${result.failed} target exam(s)`} problems={result.errors} />
        )}

        <ModalActions
          onCancel={onClose}
          submitLabel="Upload"
          onSubmit={upload}
          submitDisabled={!text.trim()}
          pending={pending}
          pendingText="Uploading..."
        />
      </div>
    </Modal>
  );
}

function ExamPreview({ exams }: { exams: TargetExamInput[] }) {
  return (
    <section aria-label="Preview" className="rounded-xl border border-emerald-200 bg-emerald-50/50 p-3">
      <p className="text-sm font-semibold text-emerald-800">{exams.length} target exam(s) ready to upload</p>
      <ul className="mt-2 max-h-48 space-y-1 overflow-y-auto text-sm">
        {exams.map((exam, index) => (
          // Names may repeat in an upload (the server refuses duplicates), so the position keys the row.
          // biome-ignore lint/suspicious/noArrayIndexKey: the preview is never reordered.
          <li key={index} className="flex items-center gap-2">
            <span className="w-8 shrink-0 text-slate-500">#{exam.sequence}</span>
            <span className="min-w-0 flex-1 truncate text-slate-900">{exam.name}</span>
            <Badge tone={exam.isActive ? 'green' : 'red'}>{exam.isActive ? 'Active' : 'Inactive'}</Badge>
          </li>
        ))}
      </ul>
    </section>
  );
}
