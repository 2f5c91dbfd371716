import { useEffect } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api';
import {
  useAdminPayments,
  useAdminPromoCodes,
  useAdminPromoStats,
  useAdminQuestions,
  useAdminStats,
  useAdminTargetExams,
  useAdminTests,
  useAdminUsers,
} from './api';

export const ADMIN_TEXT = {
  loadFailed: 'Failed to load admin data',
  promoLoadFailed: 'Failed to fetch promo codes',
} as const;

/**
 * SPEC 2.13: every admin list is loaded together on entry, so each tab opens at once from the cache.
 * A failed list is told once (fixed text); promo codes have their own message; promo stats fail silently.
 */
export function useAdminData() {
  const core = [
    useAdminStats(),
    useAdminUsers(),
    useAdminTests(),
    useAdminQuestions(),
    useAdminPayments(),
    useAdminTargetExams(),
  ];
  const promoCodes = useAdminPromoCodes();
  const promoStats = useAdminPromoStats();

  const coreFailed = core.some((query) => query.isError);
  useEffect(() => {
    if (coreFailed) toast.error(ADMIN_TEXT.loadFailed, { id: ADMIN_TEXT.loadFailed });
  }, [coreFailed]);

  const promoError = promoCodes.error;
  useEffect(() => {
    if (promoError)
      toast.error(errorMessage(promoError, ADMIN_TEXT.promoLoadFailed), { id: ADMIN_TEXT.promoLoadFailed });
  }, [promoError]);

  const statsError = promoStats.error;
  useEffect(() => {
    if (statsError) console.error(statsError);
  }, [statsError]);
}
