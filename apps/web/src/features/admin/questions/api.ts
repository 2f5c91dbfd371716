import type { AddQuestionForm, AdminQuestion, BulkAssignResult, QuestionInput } from '@mockprep/contract';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { useRefreshAdmin } from '../api';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';
import { QUESTION_TEXT } from './texts';
import { type UploadProgress, type UploadResult, uploadQuestions } from './upload';

/** SPEC 5 "Add Question form": sent as typed, the correct option 1 to 4. */
export const useCreateQuestion = (onCreated: () => void) =>
  useAdminMutation({
    mutationFn: (form: AddQuestionForm) => api.post<AdminQuestion>('/admin/questions', form),
    errorText: () => QUESTION_TEXT.createFailed,
    successText: QUESTION_TEXT.created,
    onSuccess: onCreated,
  });

export const useUpdateQuestion = (onSaved: () => void) =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionInput }) =>
      api.put<AdminQuestion>(`/admin/questions/${id}`, body),
    errorText: QUESTION_TEXT.updateFailed,
    successText: QUESTION_TEXT.updated,
    onSuccess: onSaved,
  });

export const useDeleteQuestion = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/questions/${id}`),
    errorText: () => QUESTION_TEXT.deleteFailed,
    successText: QUESTION_TEXT.deleted,
    onSuccess: onDeleted,
  });

export const useBulkDeleteQuestions = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: async (questionIds: string[]) => {
      const result = await api.delete('/admin/questions/bulk', { questionIds });
      return { ...result, message: result.message ?? QUESTION_TEXT.bulkDeleted(questionIds.length) };
    },
    errorText: bulkDeleteFailed('questions'),
    onSuccess: onDeleted,
  });

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
        return { data, message: data.successful > 0 ? QUESTION_TEXT.uploaded(data.successful) : undefined };
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

/** All or nothing: the server creates every question and adds them to every test, or refuses with the first problem. */
export const useBulkAssign = (onDone: () => void) =>
  useAdminMutation({
    mutationFn: async (body: { questions: unknown[]; testIds: string[] }) => {
      const { data } = await api.post<BulkAssignResult>('/admin/questions/bulk-assign', body);
      return { data, message: data.message };
    },
    errorText: QUESTION_TEXT.assignFailed,
    onSuccess: onDone,
  });
