import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';

export function Brand({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Link to="/dashboard" className="rounded-lg" aria-label={t('app.brand.mockPrepHome')}>
      <Logo compact={compact} />
    </Link>
  );
}
