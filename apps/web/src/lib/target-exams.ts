import { useQuery } from '@tanstack/react-query';
import { i18n } from '../i18n';
import { api } from './api';
import { queryKeys } from './query-keys';

/** The active target exams, for the exam selectors of signup and profile. */
export function useTargetExams() {
  return useQuery({
    queryKey: queryKeys.targetExams.active,
    queryFn: async () => (await api.get('/target-exams')).data,
    meta: { errorMessage: i18n.t('fail.targetExams') },
    staleTime: 5 * 60_000,
  });
}
