import type {
  AdminQuestion,
  AdminStats,
  AdminTest,
  Payment,
  PromoCode,
  PromoStats,
  TargetExam,
  User,
} from '@mockprep/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

const list =
  <T>(path: string) =>
  async () =>
    (await api.get<T>(path)).data;

// SPEC 2.13: all admin data is loaded together on entry; each tab reads its list from the same cache.
export const useAdminStats = () =>
  useQuery({ queryKey: queryKeys.admin.stats, queryFn: list<AdminStats>('/admin/stats') });
export const useAdminUsers = () => useQuery({ queryKey: queryKeys.admin.users, queryFn: list<User[]>('/admin/users') });
export const useAdminTests = () =>
  useQuery({ queryKey: queryKeys.admin.tests, queryFn: list<AdminTest[]>('/admin/tests') });
export const useAdminQuestions = () =>
  useQuery({ queryKey: queryKeys.admin.questions, queryFn: list<AdminQuestion[]>('/admin/questions') });
export const useAdminTargetExams = () =>
  useQuery({ queryKey: queryKeys.admin.targetExams, queryFn: list<TargetExam[]>('/admin/target-exams') });
export const useAdminPromoCodes = () =>
  useQuery({ queryKey: queryKeys.admin.promoCodes, queryFn: list<PromoCode[]>('/admin/promo-codes') });
export const useAdminPromoStats = () =>
  useQuery({ queryKey: queryKeys.admin.promoStats, queryFn: list<PromoStats>('/admin/promo-codes/stats') });
export const useAdminPayments = () =>
  useQuery({ queryKey: queryKeys.admin.payments, queryFn: list<Payment[]>('/admin/payments') });

/** Refreshes every admin list after a change (counts on the dashboard depend on several). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.admin.all });
}
