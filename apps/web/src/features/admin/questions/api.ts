import type { AddQuestionForm, AdminQuestion, BulkAssignResult, QuestionInput } from '@mockprep/contract';
import { api } from '../../../lib/api';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';
import { QUESTION_TEXT } from './texts';

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
