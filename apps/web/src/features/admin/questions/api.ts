import type { AddQuestionForm, QuestionInput } from '@mockprep/contract';
import { useMutation } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';

/** SPEC 5 "Add Question form": sent as it is, correctOption the 0-based index of the chosen option. */
export const useCreateQuestion = (onCreated: () => void) =>
  useAdminMutation({
    mutationFn: (form: AddQuestionForm) => api.post('/admin/questions', form),
    errorText: () => i18n.t('admin.questions.createFailed'),
    successText: i18n.t('admin.questions.created'),
    onSuccess: onCreated,
  });

export const useUpdateQuestion = (onSaved: () => void) =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: QuestionInput }) => api.put(`/admin/questions/${id}`, body),
    errorText: i18n.t('admin.questions.updateFailed'),
    successText: i18n.t('admin.questions.updated'),
    onSuccess: onSaved,
  });

export const useDeleteQuestion = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/questions/${id}`),
    errorText: () => i18n.t('admin.questions.deleteFailed'),
    successText: i18n.t('admin.questions.deleted'),
    onSuccess: onDeleted,
  });

export const useBulkDeleteQuestions = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: async (questionIds: string[]) => {
      const result = await api.delete('/admin/questions/bulk', { questionIds });
      return {
        ...result,
        message: result.message ?? i18n.t('admin.questions.bulkDeleted', { count: questionIds.length }),
      };
    },
    errorText: bulkDeleteFailed('questions'),
    onSuccess: onDeleted,
  });

/** All or nothing: the server creates every question and adds them to every test, or refuses with the first problem. */
export const useBulkAssign = (onDone: () => void) =>
  useAdminMutation({
    mutationFn: async (body: { questions: unknown[]; testIds: string[] }) => {
      const { data } = await api.post('/admin/questions/bulk-assign', body);
      return { data, message: data.message };
    },
    errorText: i18n.t('admin.questions.assignFailed'),
    onSuccess: onDone,
  });

/** POST /admin/media: an image (a data URL) for a question or an option; answers its URL. Its form shows a failure. */
export const useUploadImage = () =>
  useMutation({ mutationFn: async (dataUrl: string) => (await api.post('/admin/media', { dataUrl })).data.url });
