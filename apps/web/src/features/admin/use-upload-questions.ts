import { useState } from 'react';
import { i18n } from '../../i18n';
import { useRefreshAdmin } from './api';
import { type UploadProgress, type UploadResult, uploadQuestions } from './question-upload';
import { useAdminMutation } from './use-admin-mutation';

/**
 * Uploads questions in parts (see uploadQuestions) and tells how far it has got. The toast says how many
 * were created; what the server refused comes back in the result for the screen to list. If a later part
 * fails, the parts already created are kept, the lists are refreshed and `progress` says where it stopped.
 */
export function useUploadQuestions(errorText: string | (() => string), onDone: (result: UploadResult) => void) {
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const refreshAdmin = useRefreshAdmin();
  const mutation = useAdminMutation({
    mutationFn: async (items: unknown[]) => {
      let done = 0;
      try {
        const data = await uploadQuestions(items, (next) => {
          done = next.done;
          setProgress(next);
        });
        return {
          data,
          message: data.successful > 0 ? i18n.t('admin.questionsUploaded', { count: data.successful }) : undefined,
        };
      } catch (error) {
        if (done > 0) void refreshAdmin();
        throw error;
      }
    },
    errorText,
    onSuccess: ({ data }) => onDone(data),
  });
  return { ...mutation, progress: mutation.isIdle || mutation.isSuccess ? null : progress };
}
