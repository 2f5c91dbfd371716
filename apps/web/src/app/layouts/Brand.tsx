import { Link } from 'react-router';
import { Logo } from '../../components/ui/Logo';

export function Brand({ compact = false }: { compact?: boolean }) {
  return (
    <Link to="/dashboard" className="rounded-lg" aria-label="MockPrep home">
      <Logo compact={compact} />
    </Link>
  );
}
