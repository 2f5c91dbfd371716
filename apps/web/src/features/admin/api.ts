import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiPath, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { type ListFilters, usePagedList } from '../../lib/use-paged-list';

const list =
  <P extends ApiPath<'GET'>>(path: P) =>
  async () =>
    (await api.get(path)).data;

/** The page size of the Admin Panel's long lists. */
export const ADMIN_PAGE_SIZE = 50;

// Each tab fetches what it shows when it is opened (issue 19 overrides SPEC 2.13's load-everything-on-entry).
export const useAdminStats = () => useQuery({ queryKey: queryKeys.admin.stats, queryFn: list('/admin/stats') });
/** Users a page at a time, searched and filtered on the server (the Users tab, the audit log's admins). */
export const useAdminUsers = (filters: ListFilters, limit = ADMIN_PAGE_SIZE) =>
  usePagedList({ queryKey: queryKeys.admin.users, path: '/admin/users', filters, limit });
export const useAdminTests = () => useQuery({ queryKey: queryKeys.admin.tests, queryFn: list('/admin/tests') });
export const useAdminQuestions = () =>
  useQuery({ queryKey: queryKeys.admin.questions, queryFn: list('/admin/questions') });
export const useAdminTargetExams = () =>
  useQuery({ queryKey: queryKeys.admin.targetExams, queryFn: list('/admin/target-exams') });
export const useAdminPromoStats = () =>
  useQuery({ queryKey: queryKeys.admin.promoStats, queryFn: list('/admin/promo-codes/stats') });

/** Refreshes every admin list after a change (counts on the dashboard depend on several). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.admin.all });
}
