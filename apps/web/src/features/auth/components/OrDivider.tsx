import { useTranslation } from 'react-i18next';
export function OrDivider() {
  const { t } = useTranslation();
  return (
    <div className="my-6 flex items-center gap-3 text-xs font-medium text-muted">
      <span className="h-px flex-1 bg-slate-200" />
      {t('auth.orDivider.orContinueWith')}
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
