import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

/** GET /quizzes: short Free tests. */
export function useQuizzes() {
  return useQuery({
    queryKey: queryKeys.quizzes.all,
    queryFn: async () => (await api.get('/quizzes')).data,
  });
}
