import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ApiPath, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const list =
  <P extends ApiPath<'GET'>>(path: P) =>
  async () =>
    (await api.get(path)).data;

// SPEC 2.13: all admin data is loaded together on entry; each tab reads its list from the same cache.
export const useAdminStats = () => useQuery({ queryKey: queryKeys.admin.stats, queryFn: list('/admin/stats') });
export const useAdminUsers = () => useQuery({ queryKey: queryKeys.admin.users, queryFn: list('/admin/users') });
export const useAdminTests = () => useQuery({ queryKey: queryKeys.admin.tests, queryFn: list('/admin/tests') });
export const useAdminQuestions = () =>
  useQuery({ queryKey: queryKeys.admin.questions, queryFn: list('/admin/questions') });
export const useAdminTargetExams = () =>
  useQuery({ queryKey: queryKeys.admin.targetExams, queryFn: list('/admin/target-exams') });
export const useAdminPromoCodes = () =>
  useQuery({ queryKey: queryKeys.admin.promoCodes, queryFn: list('/admin/promo-codes') });
export const useAdminPromoStats = () =>
  useQuery({ queryKey: queryKeys.admin.promoStats, queryFn: list('/admin/promo-codes/stats') });
export const useAdminPayments = () =>
  useQuery({ queryKey: queryKeys.admin.payments, queryFn: list('/admin/payments') });

/** Refreshes every admin list after a change (counts on the dashboard depend on several). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.admin.all });
}
