import { ClipboardCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '../../ui/Button';

type Props = { testId: string; message: string; onClose: () => void };

/** The end of a purchase: the server's words and the way into the test (the dialog's own button closes it). */
export function PurchaseDone({ testId, message, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'mockTests.purchase.purchaseDone' });
  const startRef = useRef<HTMLAnchorElement>(null);

  // The button that paid is gone: Start now takes the focus.
  useEffect(() => startRef.current?.focus(), []);

  return (
    <div className="space-y-5 text-center">
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-emerald-50 text-emerald-700">
        <ClipboardCheck className="size-7" />
      </span>
      <p role="status" className="font-semibold text-slate-900">
        {message}
      </p>
      <Link ref={startRef} to={`/test/${testId}`} onClick={onClose} className={`${buttonClasses()} w-full sm:w-auto`}>
        {t('startNow')}
      </Link>
    </div>
  );
}
