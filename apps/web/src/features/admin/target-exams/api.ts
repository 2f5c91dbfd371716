import type { BulkResult, TargetExamInput } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../../i18n';
import { api } from '../../../lib/api';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { bulkDeleteFailed, useAdminMutation } from '../use-admin-mutation';

/** Students' exam selectors read the public list: refresh it with the admin lists after every change. */
function useRefreshPublicExams() {
  const client = useQueryClient();
  return () => void client.invalidateQueries({ queryKey: queryKeys.targetExams.active });
}

export function useSaveTargetExam(onSaved: () => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    mutationFn: ({ id, body }: { id?: string; body: TargetExamInput }) =>
      id ? api.put(`/admin/target-exams/${id}`, body) : api.post('/admin/target-exams', body),
    errorText: i18n.t('admin.targetExams.saveFailed'),
    onSuccess: ({ message }, { id }) => {
      if (!message) toast.success(id ? i18n.t('admin.targetExams.updated') : i18n.t('admin.targetExams.created'));
      refreshPublic();
      onSaved();
    },
  });
}

export function useDeleteTargetExam(onDeleted: () => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    mutationFn: (id: string) => api.delete(`/admin/target-exams/${id}`),
    errorText: i18n.t('admin.targetExams.deleteFailed'),
    successText: i18n.t('admin.targetExams.deleted'),
    onSuccess: () => {
      refreshPublic();
      onDeleted();
    },
  });
}

export function useBulkDeleteTargetExams(onDeleted: () => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    mutationFn: (targetExamIds: string[]) => api.delete('/admin/target-exams/bulk', { targetExamIds }),
    errorText: bulkDeleteFailed('targetExams'),
    onSuccess: ({ message }, ids) => {
      if (!message) toast.success(i18n.t('admin.targetExams.bulkDeleted', { count: ids.length }));
      refreshPublic();
      onDeleted();
    },
  });
}

/** SPEC 8: the created count and the failed count are told apart; the failures are logged. */
export function useBulkCreateTargetExams(onDone: (result: BulkResult) => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    // Only the counts are told (a server summary would repeat them).
    mutationFn: async (targetExams: TargetExamInput[]) => ({
      data: (await api.post('/admin/target-exams/bulk', { targetExams })).data,
    }),
    errorText: i18n.t('admin.targetExams.bulkError'),
    onSuccess: ({ data }) => {
      if (data.successful > 0) toast.success(i18n.t('admin.targetExams.bulkCreated', { count: data.successful }));
      if (data.failed > 0) {
        toast.error(i18n.t('admin.targetExams.bulkFailed', { count: data.failed }));
        console.error(data.errors);
      }
      refreshPublic();
      onDone(data);
    },
  });
}

export function useSaveSequences(onSaved: () => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    mutationFn: (sequences: { id: string; sequence: number }[]) =>
      api.put('/admin/target-exams/sequences', { sequences }),
    errorText: i18n.t('admin.targetExams.sequencesFailed'),
    successText: i18n.t('admin.targetExams.sequencesSaved'),
    onSuccess: () => {
      refreshPublic();
      onSaved();
    },
  });
}

export function useReorderAll(onDone: () => void) {
  const refreshPublic = useRefreshPublicExams();
  return useAdminMutation({
    mutationFn: () => api.put('/admin/target-exams/reorder'),
    errorText: i18n.t('admin.targetExams.reorderFailed'),
    successText: i18n.t('admin.targetExams.reordered'),
    onSuccess: () => {
      refreshPublic();
      onDone();
    },
  });
}
