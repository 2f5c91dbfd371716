import type { BulkResult, TestInput } from '@mockprep/contract';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';

/** Create or update; a new test also hears how many questions it got, or that they can come later (SPEC 8). */
export const useSaveTest = (onSaved: () => void) =>
  useAdminMutation({
    mutationFn: ({ id, body }: { id?: string; body: TestInput }) =>
      id ? api.put(`/admin/tests/${id}`, body) : api.post('/admin/tests', body),
    errorText: i18n.t('admin.mockTests.saveFailed'),
    onSuccess: ({ message }, { id, body }) => {
      if (!message) toast.success(id ? i18n.t('admin.mockTests.updated') : i18n.t('admin.mockTests.created'));
      if (!id) {
        const count = body.questions.length;
        if (count > 0) toast.success(i18n.t('admin.mockTests.createdWith', { count }));
        else toast.info(i18n.t('admin.mockTests.addQuestionsLater'));
      }
      onSaved();
    },
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
