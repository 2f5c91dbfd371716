import { useTranslation } from 'react-i18next';
import { useAuthConfig } from '../../lib/auth/auth-config';

/** DESIGN 6: the demo profile is labelled on screen, where a visitor signs in and where they would pay. */
export function DemoModeNotice({ where, className = '' }: { where: 'login' | 'checkout'; className?: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'demoMode.demoModeNotice' });
  const config = useAuthConfig();
  if (!config.data?.demoMode) return null;
  return (
    <p
      role="note"
      className={`rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900 ${className}`}
    >
      <strong className="block font-semibold">{t('demoMode')}</strong>
      {t(where)}
    </p>
  );
}
