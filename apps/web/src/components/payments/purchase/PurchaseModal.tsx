import { formatINRExact, type Test } from '@mockprep/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../ui/Modal';
import { ModalActions } from '../../ui/ModalActions';
import { MockPaymentStep } from './MockPaymentStep';
import { PriceBreakdown } from './PriceBreakdown';
import { PromoCodeField } from './PromoCodeField';
import { PurchaseDone } from './PurchaseDone';
import { usePurchase } from './use-purchase';

type Props = { test: Test; onClose: () => void };

/**
 * SPEC 2.7 purchase modal: the test and its price, a promo code, then payment; a failure is shown here with the
 * button that tries again, and a purchase ends with Start now.
 */
export function PurchaseModal({ test, onClose }: Props) {
  const { t } = useTranslation('translation', { keyPrefix: 'mockTests.purchase.purchaseModal' });
  const purchase = usePurchase(test, onClose);
  const total = purchase.promo ? purchase.promo.finalAmount : test.price;
  const busy = purchase.paying || purchase.mockPending;
  const payLabel = total > 0 ? t('pay', { total: formatINRExact(total) }) : t('getItFree');
  const payRef = useRef<HTMLButtonElement>(null);
  const opened = useRef(false);

  // Back from the test-mode step or the checkout, the focus returns to Pay (the step that had it is gone).
  useEffect(() => {
    if (purchase.step !== 'review') opened.current = true;
    else if (opened.current) payRef.current?.focus();
  }, [purchase.step]);

  if (purchase.step === 'done') {
    return (
      <Modal title={t('buyTest')} onClose={onClose}>
        <PurchaseDone testId={test._id} message={purchase.doneMessage} onClose={onClose} />
      </Modal>
    );
  }
  return (
    <Modal title={t('buyTest')} onClose={onClose}>
      <div className="space-y-4">
        <div className="rounded-xl bg-violet-50 p-4">
          <p className="font-semibold text-slate-900">{test.title}</p>
          <p className="mt-1 text-sm text-slate-600">
            {test.subject} <span aria-hidden="true">·</span> {test.examType}
          </p>
          <p className="mt-3 text-2xl font-bold text-violet-700 tabular-nums">{formatINRExact(test.price)}</p>
          <p className="text-xs text-slate-600">{t('oneTimePaymentLifetimeAccess')}</p>
        </div>

        <PromoCodeField
          value={purchase.code}
          onChange={purchase.editCode}
          onApply={purchase.applyPromo}
          onRemove={purchase.removePromo}
          applied={purchase.promo?.promoCode ?? null}
          pending={purchase.validating}
          error={purchase.promoError}
          disabled={busy || purchase.step !== 'review'}
        />

        <PriceBreakdown price={test.price} promo={purchase.promo} />

        {purchase.failure && (
          <p role="alert" className="rounded-lg border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800">
            {purchase.failure}
          </p>
        )}

        {purchase.step === 'mock' && purchase.order?.order ? (
          <MockPaymentStep
            amount={purchase.order.finalAmount}
            orderId={purchase.order.order.id}
            pending={purchase.mockPending}
            onPay={() => purchase.completeMockPayment('success')}
            onFail={() => purchase.completeMockPayment('failure')}
            onBack={purchase.backToReview}
          />
        ) : (
          <ModalActions
            onCancel={onClose}
            submitLabel={purchase.failure ? t('tryAgain') : payLabel}
            onSubmit={purchase.pay}
            submitRef={payRef}
            pending={purchase.paying}
            pendingText={t('processing')}
          />
        )}
      </div>
    </Modal>
  );
}
