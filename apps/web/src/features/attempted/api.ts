import { queryKeys } from '../../lib/query-keys';
import { usePagedList } from '../../lib/use-paged-list';

/** The tests the student submitted, the latest attempted first, a page at a time. */
export const useAttemptedTests = () => usePagedList({ queryKey: queryKeys.attempts.tests, path: '/attempts/tests' });
