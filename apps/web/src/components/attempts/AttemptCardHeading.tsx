import type { AttemptTest } from '@mockprep/contract';
import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/Badge';

/** An attempt card's title (labelling the card through `titleId`), subject, and a badge once the test is deleted. */
export function AttemptCardHeading({ titleId, test }: { titleId: string; test: AttemptTest }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 id={titleId} className="font-semibold text-slate-900">
        {test.title}
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">{test.subject}</p>
      {test.deleted && (
        <div className="mt-1.5">
          <Badge tone="red">{t('attempts.attemptCardHeading.testDeleted')}</Badge>
        </div>
      )}
    </>
  );
}
