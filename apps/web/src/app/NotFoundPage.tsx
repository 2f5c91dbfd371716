import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../components/ui/Button';

export function NotFoundPage() {
  const { t } = useTranslation('translation', { keyPrefix: 'app.notFoundPage' });
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-3 bg-slate-50 px-6 text-center">
      <p className="text-6xl font-extrabold text-violet-600">404</p>
      <h1 className="text-2xl font-bold text-slate-900">{t('pageNotFound')}</h1>
      <p className="text-slate-600">{t('thePageYouAreLooking')}</p>
      <Link to="/dashboard" className={`${buttonClasses()} mt-2`}>
        {t('backToDashboard')}
      </Link>
    </main>
  );
}
