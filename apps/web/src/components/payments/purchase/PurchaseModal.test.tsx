import type { Test } from '@mockprep/contract';
import { fireEvent, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { mockFetch, renderRoute, testUser } from '../../../test/render';
import { PurchaseModal } from './PurchaseModal';
import type { RazorpayOptions } from './razorpay';

const razorpay = vi.hoisted(() => ({ load: vi.fn(), opened: [] as RazorpayOptions[] }));
vi.mock('./razorpay', () => ({ loadRazorpay: razorpay.load }));

const test: Test = {
  _id: '0190a5f2-0000-7000-8000-0000000000t1',
  title: 'SSC CGL Tier 1 Mock',
  subject: 'General Studies',
  examType: 'SSC',
  level: 'medium',
  type: 'Paid',
  price: 49,
  duration: 60,
  questionCount: 25,
  targetExams: [],
  targetExam: null,
  isActive: true,
  hasAccess: false,
  startsAt: null,
  endsAt: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const ok = (data: unknown, message?: string) => ({ body: { success: true, message, data } });
const fail = (status: number, message: string) => ({ status, body: { success: false, message } });

const welcome20 = ok(
  {
    promoCode: {
      id: 'promo-1',
      code: 'WELCOME20',
      description: '20% off',
      discountType: 'percentage',
      discountValue: 20,
    },
    originalAmount: 49,
    finalAmount: 39.2,
    savings: 9.8,
  },
  'Promo code applied successfully!',
);
const order = (provider: 'mock' | 'razorpay', id = 'order_1') =>
  ok({
    order: { id, amount: 3920, currency: 'INR' },
    paymentId: 'p1',
    provider,
    originalAmount: 49,
    discountAmount: 9.8,
    finalAmount: 39.2,
    purchased: false,
  });
const verified = ok({ testId: test._id, purchased: true }, 'Payment successful! You can now access the test.');
/** The server's profile, asked for when the test-mode step opens (its Demo mode notice). */
const demoProfile = ok({ googleClientId: null, demoMode: true });

/** The dialog over a page, beside the test's own page (where Start now leads). */
function open() {
  const onClose = vi.fn();
  const view = renderRoute(null, {
    user: testUser,
    routes: [
      { path: '/', element: <PurchaseModal test={test} onClose={onClose} /> },
      { path: '/test/:id', element: <p>The test's page</p> },
    ],
  });
  return { ...view, onClose, dialog: screen.getByRole('dialog', { name: 'Buy Test' }) };
}

async function applyWelcome20(dialog: HTMLElement) {
  fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: ' welcome20' } });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
  await screen.findByText('Promo code applied successfully!');
}

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, call: number) =>
  JSON.parse(String(fetchMock.mock.calls[call]?.[1]?.body));

beforeEach(() => {
  razorpay.load.mockReset();
  razorpay.opened.length = 0;
});

describe('PurchaseModal', () => {
  it('applies a promo code, pays in test mode and verifies the payment', async () => {
    const fetchMock = mockFetch(
      welcome20,
      order('mock'),
      demoProfile,
      ok({ orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' }),
      verified,
    );
    const { dialog, onClose } = open();
    await applyWelcome20(dialog);
    expect(bodyOf(fetchMock, 0)).toEqual({ code: 'WELCOME20', testId: test._id });

    const summary = within(dialog).getByLabelText('Price summary');
    expect(within(summary).getByText('−₹9.80')).toBeTruthy();
    expect(within(summary).getByText('₹39.20')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹39.20' }));
    const mockStep = await within(dialog).findByRole('region', { name: 'Mock payment' });
    expect(bodyOf(fetchMock, 1)).toEqual({ testId: test._id, promoCodeId: 'promo-1' });
    expect((await within(mockStep).findByRole('note')).textContent).toContain('Demo mode');

    fireEvent.click(within(mockStep).getByRole('button', { name: 'Pay (test mode)' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Payment successful! You can now access the test.',
    );
    expect(bodyOf(fetchMock, 3)).toEqual({ orderId: 'order_1', outcome: 'success' });
    expect(bodyOf(fetchMock, 4)).toEqual({ orderId: 'order_1', paymentId: 'pay_1', signature: 'sig' });

    const startNow = within(dialog).getByRole('link', { name: 'Start now' });
    expect(startNow.getAttribute('href')).toBe(`/test/${test._id}`);
    expect(document.activeElement).toBe(startNow);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(startNow);
    expect(onClose).toHaveBeenCalledOnce();
    expect(await screen.findByText("The test's page")).toBeTruthy();
  });

  it('shows a failed payment in the dialog, with the focus on Try again, which starts a fresh order', async () => {
    const fetchMock = mockFetch(order('mock'), demoProfile, fail(400, 'Mock payment failed'), order('mock', 'order_2'));
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹49' }));
    const mockStep = await within(dialog).findByRole('region', { name: 'Mock payment' });
    expect(document.activeElement).toBe(mockStep);
    fireEvent.click(within(mockStep).getByRole('button', { name: 'Simulate failure' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('Mock payment failed');
    expect(onClose).not.toHaveBeenCalled();
    const tryAgain = within(dialog).getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(tryAgain);
    expect(within(dialog).queryByRole('button', { name: 'Pay ₹49' })).toBeNull();
    fireEvent.click(tryAgain);
    await within(dialog).findByRole('region', { name: 'Mock payment' });
    expect(within(dialog).queryByRole('alert')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(String(fetchMock.mock.calls[3]?.[0])).toBe('/api/payments/create-order');
  });

  it('shows an order the server could not create in the dialog and tries again', async () => {
    const fetchMock = mockFetch(fail(502, 'Failed to create order'), order('mock'), demoProfile);
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹49' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Failed to create order');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await within(dialog).findByRole('region', { name: 'Mock payment' });
    expect(fetchMock.mock.calls.map(([url]) => String(url)).slice(0, 2)).toEqual([
      '/api/payments/create-order',
      '/api/payments/create-order',
    ]);
  });

  it('shows why a promo code was refused and removes an applied one', async () => {
    mockFetch(fail(400, 'This promo code has expired'), welcome20);
    const { dialog } = open();
    fireEvent.change(within(dialog).getByLabelText('Promo code'), { target: { value: 'old10' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('This promo code has expired');

    await applyWelcome20(dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Promo code removed')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Pay ₹49' })).toBeTruthy();
  });

  it('offers Start now when a promo code makes the test free', async () => {
    mockFetch(
      ok(
        {
          order: null,
          paymentId: 'p1',
          provider: 'free',
          originalAmount: 49,
          discountAmount: 49,
          finalAmount: 0,
          purchased: true,
        },
        'Test purchased successfully!',
      ),
    );
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹49' }));
    expect((await within(dialog).findByRole('status')).textContent).toBe('Test purchased successfully!');
    expect(within(dialog).getByRole('link', { name: 'Start now' })).toBeTruthy();
  });

  it('opens Razorpay with the order and the student, and verifies what it returns', async () => {
    razorpay.load.mockResolvedValue(
      class {
        constructor(readonly options: RazorpayOptions) {}
        open() {
          razorpay.opened.push(this.options);
        }
      },
    );
    const fetchMock = mockFetch(
      order('razorpay', 'order_rzp'),
      ok({ provider: 'razorpay', keyId: 'rzp_test_key', currency: 'INR' }),
      verified,
    );
    const { dialog, onClose } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹49' }));
    await vi.waitFor(() => expect(razorpay.opened).toHaveLength(1));
    const options = razorpay.opened[0] as RazorpayOptions;
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_rzp',
      amount: 3920,
      currency: 'INR',
      name: 'MockPrep',
      description: test.title,
      prefill: { name: testUser.name, contact: testUser.mobile },
    });

    options.handler({ razorpay_order_id: 'order_rzp', razorpay_payment_id: 'pay_rzp', razorpay_signature: 'sig' });
    expect((await within(dialog).findByRole('status')).textContent).toBe(
      'Payment successful! You can now access the test.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
    expect(bodyOf(fetchMock, 2)).toEqual({ orderId: 'order_rzp', paymentId: 'pay_rzp', signature: 'sig' });
  });

  it('says so when the payment gateway does not load', async () => {
    razorpay.load.mockRejectedValue(new Error('offline'));
    mockFetch(order('razorpay'), ok({ provider: 'razorpay', keyId: 'rzp_test_key', currency: 'INR' }));
    const { dialog } = open();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Pay ₹49' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Failed to initialize payment gateway. Please try again.',
    );
    expect(within(dialog).getByRole('button', { name: 'Try again' }).hasAttribute('disabled')).toBe(false);
  });
});
