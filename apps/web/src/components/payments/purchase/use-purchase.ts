import { type CreatedOrder, MSG, type PromoValidation, type Test } from '@mockprep/contract';
import { useState } from 'react';
import { i18n } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { useCurrentUser } from '../../../lib/auth/auth-context';
import { toast } from '../../../lib/toast';
import {
  useCompleteMockPayment,
  useCreateOrder,
  useFetchPaymentConfig,
  useRefreshAfterPurchase,
  useValidatePromo,
  useVerifyPayment,
} from './api';
import { loadRazorpay } from './razorpay';

/**
 * review: price and promo code (with the last failure, if any); mock: the test-mode payment step; checkout:
 * Razorpay's window is open; done: the test is the student's.
 */
export type PurchaseStep = 'review' | 'mock' | 'checkout' | 'done';

type Signed = { orderId: string; paymentId: string; signature: string };

/**
 * SPEC 4 "Purchase": a promo code can be validated, applied and removed; Pay creates the order (priced by
 * the server), the provider's checkout or the test-mode step takes the payment, and the server verifies it.
 * An order is kept while the promo code stays the same, so closing the checkout and paying again reuses it.
 * A failure is kept for the modal to show beside the button that tries again; success ends in `done` with the
 * server's words.
 */
export function usePurchase(test: Test, onClose: () => void) {
  const user = useCurrentUser();
  const [code, setCode] = useState('');
  const [promo, setPromo] = useState<PromoValidation | null>(null);
  const [promoError, setPromoError] = useState<string | null>(null);
  const [order, setOrder] = useState<CreatedOrder | null>(null);
  const [step, setStep] = useState<PurchaseStep>('review');
  const [failure, setFailure] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState('');
  const [openingCheckout, setOpeningCheckout] = useState(false);

  const validate = useValidatePromo();
  const createOrder = useCreateOrder();
  const completeMock = useCompleteMockPayment();
  const verify = useVerifyPayment();
  const fetchConfig = useFetchPaymentConfig();
  const refresh = useRefreshAfterPurchase();

  function editCode(value: string) {
    setCode(value);
    setPromoError(null);
  }

  async function applyPromo() {
    if (!code) return;
    setPromoError(null);
    try {
      const { data, message } = await validate.mutateAsync({ code, testId: test._id });
      setPromo(data);
      setOrder(null);
      setFailure(null);
      toast.success(message ?? MSG.promoApplied);
    } catch (error) {
      const rejected = error instanceof ApiError && error.status === 400;
      setPromoError(errorMessage(error, rejected ? MSG.promoInvalid : i18n.t('fail.validatePromo')));
    }
  }

  function removePromo() {
    setPromo(null);
    setCode('');
    setOrder(null);
    setFailure(null);
    toast.success(i18n.t('notice.promoRemoved'));
  }

  async function finish(message: string) {
    setDoneMessage(message);
    setStep('done');
    await refresh();
  }

  /** Back to the review with what went wrong; `order` is dropped when it cannot be paid again. */
  function fail(message: string, keepOrder = false) {
    if (!keepOrder) setOrder(null);
    setStep('review');
    setFailure(message);
  }

  async function verifyPayment(signed: Signed) {
    try {
      const { message } = await verify.mutateAsync(signed);
      await finish(message ?? MSG.paymentSuccess);
    } catch (error) {
      fail(errorMessage(error, MSG.paymentVerificationFailed));
    }
  }

  async function openRazorpay(created: CreatedOrder & { order: NonNullable<CreatedOrder['order']> }) {
    setOpeningCheckout(true);
    try {
      const [Razorpay, config] = await Promise.all([loadRazorpay(), fetchConfig()]);
      if (!config.keyId) throw new Error('Razorpay key id is missing');
      setStep('checkout');
      new Razorpay({
        key: config.keyId,
        amount: created.order.amount,
        currency: created.order.currency,
        order_id: created.order.id,
        name: 'MockPrep',
        description: test.title,
        prefill: { name: user.name, email: user.email ?? undefined, contact: user.mobile ?? undefined },
        theme: { color: '#7c3aed' },
        handler: (response) =>
          verifyPayment({
            orderId: response.razorpay_order_id,
            paymentId: response.razorpay_payment_id,
            signature: response.razorpay_signature,
          }),
        modal: { ondismiss: () => setStep('review') },
      }).open();
    } catch {
      fail(i18n.t('fail.paymentGateway'), true);
    } finally {
      setOpeningCheckout(false);
    }
  }

  async function pay() {
    setFailure(null);
    let created = order;
    if (!created) {
      try {
        const { data, message } = await createOrder.mutateAsync({
          testId: test._id,
          promoCodeId: promo?.promoCode.id,
        });
        if (data.purchased) {
          await finish(message ?? MSG.testPurchased);
          return;
        }
        created = data;
        setOrder(data);
      } catch (error) {
        const message = errorMessage(error, MSG.fail.createOrder);
        if (error instanceof ApiError && error.status === 409) {
          // Bought meanwhile (another tab): nothing to try again; the screen behind catches up.
          toast.error(message);
          onClose();
          await refresh();
        } else {
          fail(message);
        }
        return;
      }
    }
    if (!created.order) return;
    if (created.provider === 'mock') setStep('mock');
    else await openRazorpay({ ...created, order: created.order });
  }

  /** The test-mode step: what the provider's checkout would do, ending in success or failure. */
  async function completeMockPayment(outcome: 'success' | 'failure') {
    const orderId = order?.order?.id;
    if (!orderId) {
      fail(i18n.t('notice.createOrderFirst'));
      return;
    }
    try {
      const { data } = await completeMock.mutateAsync({ orderId, outcome });
      await verifyPayment(data);
    } catch (error) {
      fail(errorMessage(error, MSG.mockPaymentFailed));
    }
  }

  return {
    code,
    editCode,
    promo,
    promoError,
    validating: validate.isPending,
    applyPromo,
    removePromo,
    order,
    step,
    failure,
    doneMessage,
    backToReview: () => setStep('review'),
    paying: createOrder.isPending || openingCheckout || step === 'checkout',
    pay,
    mockPending: completeMock.isPending || verify.isPending,
    completeMockPayment,
  };
}
