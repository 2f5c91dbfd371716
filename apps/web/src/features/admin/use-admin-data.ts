import { useEffect } from 'react';
import { i18n } from '../../i18n';
import { errorMessage } from '../../lib/api';
import { toast } from '../../lib/toast';
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
    if (coreFailed) toast.error(i18n.t('admin.loadFailed'), { id: i18n.t('admin.loadFailed') });
  }, [coreFailed]);

  const promoError = promoCodes.error;
  useEffect(() => {
    if (promoError)
      toast.error(errorMessage(promoError, i18n.t('admin.promoLoadFailed')), { id: i18n.t('admin.promoLoadFailed') });
  }, [promoError]);

  const statsError = promoStats.error;
  useEffect(() => {
    if (statsError) console.error(statsError);
  }, [statsError]);
}
