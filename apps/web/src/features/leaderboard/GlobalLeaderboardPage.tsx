import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { inputClass } from '../../components/ui/Field';
import { PageHeader } from '../../components/ui/PageHeader';
import { useGlobalLeaderboard } from './api';
import { PeriodControl } from './components/PeriodControl';
import { Standings } from './components/Standings';
import { GLOBAL_PERIODS } from './periods';
import { ALL_EXAMS, useExamParam } from './use-exam-param';
import { usePeriodParam } from './use-period-param';

/** SPEC 2.11: students by their best first attempt this week (the default) or today, over one target exam's tests or all. */
export function GlobalLeaderboardPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'leaderboard.globalLeaderboardPage' });
  const [period, setPeriod] = usePeriodParam(GLOBAL_PERIODS, 'weekly');
  const { exam, targetExam, setExam, targetExams } = useExamParam();
  const board = useGlobalLeaderboard(period, targetExam);

  return (
    <>
      <PageHeader
        title={t('leaderboard')}
        subtitle={t('topScoresAcrossAllTests')}
        actions={
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
            <label className="flex flex-col gap-1 text-sm font-medium text-slate-700">
              {t('targetExam')}
              <select value={exam} onChange={(event) => setExam(event.target.value)} className={inputClass}>
                <option value={ALL_EXAMS}>{t('allExams')}</option>
                {targetExams.map((option) => (
                  <option key={option._id} value={option._id}>
                    {option.name}
                  </option>
                ))}
              </select>
            </label>
            <PeriodControl options={GLOBAL_PERIODS} value={period} onChange={setPeriod} />
          </div>
        }
      />
      <Standings board={board} topLabel={t('topScore')} showTest />
      <p className="mt-6 text-center text-sm text-slate-600">
        {t('wantToSeeYourName')}{' '}
        <Link to="/tests" className="font-semibold text-violet-700 underline-offset-2 hover:underline">
          {t('takeATest')}
        </Link>
      </p>
    </>
  );
}
