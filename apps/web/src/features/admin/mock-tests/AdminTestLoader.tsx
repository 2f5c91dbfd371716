import type { AdminTest } from '@mockprep/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/ui/LoadError';
import { Spinner } from '../../../components/ui/Spinner';
import { useAdminTest } from '../api';

type Props = { testId: string; children: (test: AdminTest) => ReactNode };

/**
 * A dialog's body that needs the test's question ids (the list leaves them out): a spinner while the test
 * loads, the failure with a retry, then `children` with the test. Kept once shown, so a refresh while the
 * dialog is open never resets what the admin changed.
 */
export function AdminTestLoader({ testId, children }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'admin.mockTests.adminTestLoader' });
  const test = useAdminTest(testId);
  if (test.data) return children(test.data);
  if (test.isError) return <LoadError message={t('failed')} error={test.error} onRetry={() => void test.refetch()} />;
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-sm text-slate-600">
      <Spinner className="size-6 text-violet-600" />
      {t('loading')}
    </div>
  );
}
