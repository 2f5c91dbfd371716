import { Calendar, ClipboardCheck, Sparkles, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/StatCard';
import { useAdminPromoStats } from '../api';

/** Total, active, expired and most-used count; dashes while loading or if the side load failed. */
export function PromoStatsCards() {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.promoCodes.promoStatsCards' });
  const { data } = useAdminPromoStats();
  const top = data?.mostUsed[0];
  return (
    <div className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
      <StatCard label={t('totalCodes')} value={data?.totalPromoCodes ?? '—'} icon={Sparkles} />
      <StatCard label={t('activeCodes')} value={data?.activePromoCodes ?? '—'} icon={ClipboardCheck} tone="green" />
      <StatCard label={t('expiredCodes')} value={data?.expiredPromoCodes ?? '—'} icon={Calendar} tone="red" />
      <StatCard
        label={t('mostUsed')}
        value={data ? (top?.usedCount ?? 0) : '—'}
        hint={top && top.usedCount > 0 ? top.code : undefined}
        icon={Trophy}
        tone="amber"
      />
    </div>
  );
}
