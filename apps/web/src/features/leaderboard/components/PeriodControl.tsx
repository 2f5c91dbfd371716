import type { LeaderboardPeriod } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { SegmentedControl } from '../../../components/ui/SegmentedControl';

type Props<P extends LeaderboardPeriod> = {
  options: readonly P[];
  value: P;
  onChange: (period: P) => void;
};

/** The leaderboard's period: a segmented control. */
export function PeriodControl<P extends LeaderboardPeriod>({ options, value, onChange }: Props<P>) {
  const { t } = useTranslation();
  return (
    <SegmentedControl
      legend={t('leaderboard.periodControl.period')}
      options={options}
      labelOf={(option) => t(`leaderboard.periods.${option}`)}
      value={value}
      onChange={onChange}
      className="w-full sm:w-auto"
    />
  );
}
