import { ChartNoAxesColumnIncreasing, ClipboardCheck, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { StatCard } from '../../../components/ui/StatCard';

type Props = { testsTaken?: number; averageAccuracy?: number; averageScore?: number };

const show = (value: number | undefined, suffix = '') => (value === undefined ? '—' : `${value}${suffix}`);

/** Tests completed, average accuracy and average score; dashes until the attempts load. */
export function StatsRow({ testsTaken, averageAccuracy, averageScore }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboard.statsRow' });
  return (
    <div className="grid gap-3 sm:grid-cols-3">
      <StatCard label={t('testsCompleted')} value={show(testsTaken)} icon={ClipboardCheck} />
      <StatCard
        label={t('averageAccuracy')}
        value={show(averageAccuracy, '%')}
        icon={ChartNoAxesColumnIncreasing}
        tone="green"
      />
      <StatCard label={t('averageScore')} value={show(averageScore, '%')} icon={Trophy} tone="amber" />
    </div>
  );
}
