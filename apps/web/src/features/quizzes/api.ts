import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/use-paged-list';

/** GET /quizzes a page at a time: short Free tests, newest first. */
export function useQuizzes() {
  return usePagedList({ queryKey: queryKeys.quizzes.all, path: '/quizzes' });
}
