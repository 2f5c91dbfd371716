import { formatINRExact, MSG } from '@mockprep/contract';
import { BookOpen, Lock, Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, type ButtonVariant, buttonClasses } from '../../../components/ui/Button';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Spinner } from '../../../components/ui/Spinner';

export function LoadingState({ label }: { label: string }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 py-24 text-violet-600" role="status">
      <Spinner className="size-10" />
      <span className="text-sm font-medium text-slate-600">{label}</span>
    </div>
  );
}

/** The way back to the catalogue. */
export function BackToTests({ variant = 'primary' }: { variant?: ButtonVariant }) {
  const { t } = useTranslation();
  return (
    <Link to="/tests" className={buttonClasses(variant)}>
      {t('testTaking.pageStates.backToTests')}
    </Link>
  );
}

export function TestNotFound() {
  return <EmptyState level={1} icon={Search} title={MSG.testNotFound} action={<BackToTests />} />;
}

type AccessDeniedProps = { message?: string; buy?: { price: number; onBuy: () => void } };

/** A paid test the student has not bought (SPEC 2.8, 4): buying it here, or the way back. */
export function AccessDenied({ message = MSG.purchaseRequired, buy }: AccessDeniedProps) {
  const { t } = useTranslation();
  return (
    <EmptyState
      level={1}
      icon={Lock}
      title={t('testTaking.pageStates.accessDenied')}
      description={message}
      action={
        <div className="flex flex-col gap-3 sm:flex-row">
          {buy && (
            <Button onClick={buy.onBuy}>
              {t('testTaking.pageStates.buyFor', { price: formatINRExact(buy.price) })}
            </Button>
          )}
          <BackToTests variant={buy ? 'secondary' : 'primary'} />
        </div>
      }
    />
  );
}

/** The server will not start this test (it has no questions yet): its reason, and the way back; no retry. */
export function CannotStart({ message }: { message: string }) {
  return <EmptyState level={1} icon={BookOpen} title={message} action={<BackToTests />} />;
}
