import { useTranslation } from 'react-i18next';
import { Button } from './Button';
import { Icon } from './Icon';

/** A screen's data could not be loaded: the reason and a way to ask again. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('translation', { keyPrefix: 'ui.loadError' });
  return (
    <div
      role="alert"
      className="flex flex-col items-center rounded-2xl border border-rose-200 bg-white px-6 py-12 text-center"
    >
      <span className="mb-4 flex size-14 items-center justify-center rounded-full bg-rose-50 text-rose-600">
        <Icon name="help" className="size-7" />
      </span>
      <h2 className="text-lg font-semibold text-slate-900">{message}</h2>
      <p className="mt-1 max-w-sm text-sm text-slate-500">{t('checkYourConnectionAndTry')}</p>
      <Button variant="secondary" onClick={onRetry} className="mt-5">
        {t('tryAgain')}
      </Button>
    </div>
  );
}
