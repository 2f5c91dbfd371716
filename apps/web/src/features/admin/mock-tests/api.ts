import type { BulkResult, TestInput } from '@mockprep/contract';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { uploadQuestions } from '../question-upload';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';
import { type TestSave, withFileQuestions } from './sections';

/**
 * Create or update. The questions of the form's JSON files are created first and added to their sections, so nothing
 * reaches the bank before the test is saved. One toast: a new test says how many questions it got, or that they can
 * come later (SPEC 8).
 */
export const useSaveTest = (onSaved: () => void) =>
  useAdminMutation({
    mutationFn: async ({ id, save }: { id?: string; save: TestSave }) => {
      const created: string[][] = [];
      for (const questions of save.files) {
        const uploaded = questions.length > 0 ? await uploadQuestions(questions, () => undefined) : null;
        created.push(uploaded?.questions.map((question) => question._id) ?? []);
      }
      const body = withFileQuestions(save.body, created);
      if (id) return api.put(`/admin/tests/${id}`, body);
      const result = await api.post('/admin/tests', body);
      const count = body.questions.length;
      return {
        ...result,
        message:
          count > 0 ? i18n.t('admin.mockTests.createdWith', { count }) : i18n.t('admin.mockTests.addQuestionsLater'),
      };
    },
    errorText: i18n.t('admin.mockTests.saveFailed'),
    successText: i18n.t('admin.mockTests.updated'),
    onSuccess: onSaved,
  });

/** Managing a test's questions is saving the whole test again with the new ordered list (see testFormOf). */
export const useUpdateTestQuestions = (onSaved: () => void) =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id: string; body: TestInput }) => api.put(`/admin/tests/${id}`, body),
    errorText: () => i18n.t('admin.mockTests.questionsFailed'),
    successText: i18n.t('admin.mockTests.updated'),
    onSuccess: onSaved,
  });

export const useDeleteTest = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/tests/${id}`),
    errorText: () => i18n.t('admin.mockTests.deleteFailed'),
    successText: i18n.t('admin.mockTests.deleted'),
    onSuccess: onDeleted,
  });

export const useBulkDeleteTests = (onDeleted: () => void) =>
  useAdminMutation({
    mutationFn: async (testIds: string[]) => {
      const result = await api.delete('/admin/tests/bulk', { testIds });
      return { ...result, message: result.message ?? i18n.t('admin.mockTests.bulkDeleted', { count: testIds.length }) };
    },
    errorText: bulkDeleteFailed('tests'),
    onSuccess: onDeleted,
  });

/** Partial success (SPEC 8): the failures counted, plus how many were created. */
export const useBulkCreateTests = (onDone: (result: BulkResult) => void) =>
  useAdminMutation({
    mutationFn: async (tests: unknown[]) => ({
      data: (await api.post('/admin/tests/bulk', { tests })).data,
    }),
    errorText: i18n.t('admin.mockTests.bulkError'),
    onSuccess: ({ data }) => {
      if (data.failed > 0) toast.error(i18n.t('admin.mockTests.bulkFailed', { count: data.failed }));
      if (data.successful > 0) toast.success(i18n.t('admin.mockTests.bulkCreated', { count: data.successful }));
      onDone(data);
    },
  });
