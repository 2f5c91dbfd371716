import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { ModalActions } from '../../../components/ui/ModalActions';
import { toast } from '../../../lib/toast';
import { JsonSource } from '../components/JsonSource';
import { ProblemList, ProblemMessage } from '../components/ProblemList';
import { QuestionFormats } from '../components/QuestionFormats';
import { UploadProgressBar } from '../components/UploadProgressBar';
import { useCheckedJson } from '../components/use-checked-json';
import type { UploadProgress, UploadResult } from '../question-upload';
import { QuestionPreview } from './QuestionPreview';
import { checkQuestionJson } from './question-json';
import { downloadSampleQuestions } from './sample-questions';

type Props = {
  pending: boolean;
  progress: UploadProgress | null;
  /** The server's answer to the last upload, to list what it refused. */
  result: UploadResult | null;
  onUpload: (items: unknown[]) => void;
  onClose: () => void;
};

/** SPEC 2.13 bulk upload: JSON typed or from a file, the contract's preview, then the server's result. */
export function BulkUploadQuestionsModal({ pending, progress, result, onUpload, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.questions.bulkUploadQuestionsModal' });
  const { text, edit, checked, check } = useCheckedJson(checkQuestionJson);

  function upload() {
    const outcome = check();
    if ('error' in outcome) toast.error(outcome.error);
    else onUpload(outcome.items);
  }

  return (
    <Modal
      title={t('bulkUploadQuestions')}
      onClose={pending ? () => undefined : onClose}
      dirty={text.trim() !== '' && !result}
    >
      <div className="space-y-4">
        <JsonSource
          id="questions-json"
          label={t('questionsJson')}
          value={text}
          onChange={edit}
          placeholder={t('questionTextOptionsABC')}
          actions={
            <Button variant="secondary" onClick={downloadSampleQuestions} className="px-3 py-2">
              {t('downloadTemplate')}
            </Button>
          }
          onPreview={check}
        />
        <p className="text-xs text-slate-500">
          <code>correctOption</code> {t('countsFrom0TheFirst')}
        </p>
        <QuestionFormats />

        {checked && 'error' in checked && <ProblemMessage message={checked.error} />}
        {checked && !('error' in checked) && (
          <>
            <ProblemList
              title={t('problemSFoundTheseQuestions', {
                length: checked.errors.length,
              })}
              problems={checked.errors}
            />
            <QuestionPreview questions={checked.valid} />
          </>
        )}
        <UploadProgressBar progress={progress} pending={pending} />
        {result && result.failed > 0 && (
          <ProblemList
            title={t('uploadedRefusedByTheServer', {
              successful: result.successful,
              failed: result.failed,
            })}
            problems={result.errors}
          />
        )}

        <ModalActions
          onCancel={onClose}
          cancelDisabled={pending}
          submitLabel={t('uploadQuestions')}
          onSubmit={upload}
          pending={pending}
          pendingText={t('uploading')}
        />
      </div>
    </Modal>
  );
}
