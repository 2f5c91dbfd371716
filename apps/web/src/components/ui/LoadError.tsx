import { CircleQuestionMark } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api';
import { failureOf } from '../../lib/failure';
import { Button } from './Button';

type Props = {
  /** What could not be done ("Failed to load test"); a refusal's own reason takes its place. */
  message: string;
  /** What failed: it tells the connection, the server and a refusal apart. */
  error?: unknown;
  onRetry: () => void;
  /** 1 when the failure is the whole page (it is then the page's heading). */
  level?: 1 | 2;
};

/** A screen's data could not be loaded: the reason and a way to ask again. */
export function LoadError({ message, error, onRetry, level = 2 }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'ui.loadError' });
  const Heading = `h${level}` as const;
  const failure = error === undefined ? undefined : failureOf(error);
  const blamed = failure === 'offline' || failure === 'server';
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-200 bg-white px-6 py-12 text-center"
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <CircleQuestionMark className="size-7" />
      </span>
      <Heading className="text-lg font-semibold text-slate-900">
        {blamed ? message : errorMessage(error, message)}
      </Heading>
      <p className="mt-1 max-w-sm text-sm text-slate-500">
        {failure === 'offline'
          ? t('offline')
          : failure === 'server'
            ? errorMessage(error, t('serverError'))
            : t('tryAgainLater')}
      </p>
      <Button variant="secondary" onClick={onRetry} className="mt-5">
        {t('tryAgain')}
      </Button>
    </div>
  );
}
