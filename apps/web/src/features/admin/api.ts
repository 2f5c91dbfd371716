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

/** Query keys of the Admin Panel's lists; every admin mutation invalidates `adminKeys.all`. */
export const adminKeys = {
  all: ['admin'] as const,
  stats: ['admin', 'stats'] as const,
  users: ['admin', 'users'] as const,
  tests: ['admin', 'tests'] as const,
  questions: ['admin', 'questions'] as const,
  targetExams: ['admin', 'target-exams'] as const,
  promoCodes: ['admin', 'promo-codes'] as const,
  promoStats: ['admin', 'promo-codes', 'stats'] as const,
  payments: ['admin', 'payments'] as const,
};

const list =
  <T>(path: string) =>
  async () =>
    (await api.get<T>(path)).data;

// SPEC 2.13: all admin data is loaded together on entry; each tab reads its list from the same cache.
export const useAdminStats = () => useQuery({ queryKey: adminKeys.stats, queryFn: list<AdminStats>('/admin/stats') });
export const useAdminUsers = () => useQuery({ queryKey: adminKeys.users, queryFn: list<User[]>('/admin/users') });
export const useAdminTests = () => useQuery({ queryKey: adminKeys.tests, queryFn: list<AdminTest[]>('/admin/tests') });
export const useAdminQuestions = () =>
  useQuery({ queryKey: adminKeys.questions, queryFn: list<AdminQuestion[]>('/admin/questions') });
export const useAdminTargetExams = () =>
  useQuery({ queryKey: adminKeys.targetExams, queryFn: list<TargetExam[]>('/admin/target-exams') });
export const useAdminPromoCodes = () =>
  useQuery({ queryKey: adminKeys.promoCodes, queryFn: list<PromoCode[]>('/admin/promo-codes') });
export const useAdminPromoStats = () =>
  useQuery({ queryKey: adminKeys.promoStats, queryFn: list<PromoStats>('/admin/promo-codes/stats') });
export const useAdminPayments = () =>
  useQuery({ queryKey: adminKeys.payments, queryFn: list<Payment[]>('/admin/payments') });

/** Refreshes every admin list after a change (counts on the dashboard depend on several). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}
