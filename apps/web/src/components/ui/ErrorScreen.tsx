import { useTranslation } from 'react-i18next';
import { Button } from './Button';

/** SPEC 2.1: the generic error screen. */
export function ErrorScreen() {
  const { t } = useTranslation('translation', { keyPrefix: 'ui.errorScreen' });
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <h1 className="text-2xl font-bold text-slate-900">{t('somethingWentWrong')}</h1>
      <p className="text-slate-600">{t('pleaseTryRefreshingThePage')}</p>
      <Button onClick={() => window.location.reload()} className="mt-2">
        {t('refreshPage')}
      </Button>
    </main>
  );
}
