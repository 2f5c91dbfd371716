import type { AttemptTest } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../ui/Button';

type Props = { titleId: string; test: AttemptTest; attemptId: string; resultLabel: string };

/** An attempt card's footer: its result, and the test's leaderboard while the test exists. */
export function AttemptCardLinks({ titleId, test, attemptId, resultLabel }: Props) {
  const { t } = useTranslation();
  return (
    <div className="mt-auto flex flex-wrap gap-2 pt-4">
      <Link
        to={`/result/${attemptId}`}
        className={`${buttonClasses()} flex-1 whitespace-nowrap`}
        aria-describedby={titleId}
      >
        {resultLabel}
      </Link>
      {!test.deleted && (
        <Link to={`/leaderboard/${test._id}`} className={buttonClasses('secondary')} aria-describedby={titleId}>
          {t('attempts.attemptCardLinks.leaderboard')}
        </Link>
      )}
    </div>
  );
}
