import { formatINRExact } from '@mockprep/contract';
import { useEffect, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoModeNotice } from '../../demo-mode/DemoModeNotice';
import { Badge } from '../../ui/Badge';
import { Button } from '../../ui/Button';

type Props = {
  /** Rupees. */
  amount: number;
  orderId: string;
  pending: boolean;
  onPay: () => void;
  onFail: () => void;
  onBack: () => void;
};

/** DESIGN 6: without Razorpay keys the server runs a mock provider, and this step stands in for its checkout. */
export function MockPaymentStep({ amount, orderId, pending, onPay, onFail, onBack }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'mockTests.purchase.mockPaymentStep' });
  const titleId = useId();
  const sectionRef = useRef<HTMLElement>(null);

  // The Pay button this step replaces had the focus: hand it to the step, which also scrolls it into view.
  useEffect(() => sectionRef.current?.focus(), []);

  return (
    <section
      ref={sectionRef}
      tabIndex={-1}
      aria-labelledby={titleId}
      className="rounded-xl border-2 border-dashed border-amber-400 bg-amber-50 p-4 outline-none"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="amber">{t('testMode')}</Badge>
        <h3 id={titleId} className="font-semibold text-slate-900">
          {t('mockPayment')}
        </h3>
      </div>
      <DemoModeNotice where="checkout" className="mt-2" />
      <p className="mt-2 text-sm text-slate-700">
        {t('thisServerTakesPaymentsIn')} <strong className="tabular-nums">{formatINRExact(amount)}</strong>{' '}
        {t('shouldEnd')}
      </p>
      <p className="mt-1 font-mono text-xs break-all text-slate-500">{t('order', { orderId })}</p>
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button onClick={onPay} pending={pending} pendingText={t('processing')} className="sm:flex-1">
          {t('payTestMode')}
        </Button>
        <Button variant="secondary" onClick={onFail} disabled={pending} className="sm:flex-1">
          {t('simulateFailure')}
        </Button>
      </div>
      <Button variant="ghost" onClick={onBack} disabled={pending} className="mt-2 w-full">
        {t('back')}
      </Button>
    </section>
  );
}
