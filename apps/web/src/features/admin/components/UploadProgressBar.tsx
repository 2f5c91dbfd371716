import { formatCount } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { ProgressBar } from '../../../components/ui/ProgressBar';
import type { UploadProgress } from '../question-upload';

/** How far a question upload has got; after a failure, how many were saved before it stopped. */
export function UploadProgressBar({ progress, pending }: { progress: UploadProgress | null; pending: boolean }) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.uploadProgressBar' });
  if (!progress) return null;
  const { done, total } = progress;
  if (!pending) {
    return (
      <p role="alert" className="rounded-xl bg-amber-50 p-3 text-sm text-amber-800">
        {t('theUploadStoppedAfterOf', { done: formatCount(done), total: formatCount(total) })}
      </p>
    );
  }
  return (
    <div className="space-y-2 rounded-xl bg-violet-50 p-3">
      <p aria-live="polite" className="text-sm font-medium text-violet-800">
        {done === 0
          ? t('uploadingQuestions', { total: formatCount(total) })
          : t('uploadedOfQuestions', { done: formatCount(done), total: formatCount(total) })}
      </p>
      <ProgressBar percent={(done / total) * 100} minPercent={4} label={t('uploadProgress')} />
    </div>
  );
}
