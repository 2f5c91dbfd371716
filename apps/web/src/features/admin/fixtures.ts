import type { Payment, PromoCode, User } from '@mockprep/contract';
import { vi } from 'vitest';
import { testUser } from '../../test/render';

export const adminUser: User = {
  ...testUser,
  _id: '0190a5f2-0000-7000-8000-0000000000ad',
  name: 'Demo Admin',
  role: 'admin',
};

/** A student for admin screen tests; `n` makes the id, name and mobile unique. */
export const student = (n: number, fields: Partial<User> = {}): User => ({
  ...testUser,
  _id: `0190a5f2-0000-7000-8000-00000000010${n}`,
  name: `Student ${n}`,
  mobile: `98765000${n.toString().padStart(2, '0')}`,
  ...fields,
});

export const payment = (n: number, fields: Partial<Payment> = {}): Payment => ({
  _id: `0190a5f2-0000-7000-8000-0000000002${n.toString().padStart(2, '0')}`,
  test: { _id: 't1', title: 'SSC CGL Full Mock 1', subject: 'General Studies', examType: 'SSC' },
  testId: 't1',
  user: { name: 'Asha Verma', mobile: '9876543210' },
  promoCode: null,
  amount: 49,
  originalAmount: 49,
  discountAmount: 0,
  status: 'paid',
  provider: 'mock',
  orderId: `order_mock_${n}`,
  paymentId: `pay_mock_${n}`,
  createdAt: '2026-03-05T10:00:00.000Z',
  paidAt: '2026-03-05T10:01:00.000Z',
  ...fields,
});

export const promoCode = (fields: Partial<PromoCode> = {}): PromoCode => ({
  _id: '0190a5f2-0000-7000-8000-000000000301',
  code: 'WELCOME20',
  description: '20% off your first test',
  discountType: 'percentage',
  discountValue: 20,
  maxDiscount: 50,
  minAmount: 0,
  maxUses: 100,
  usedCount: 3,
  validFrom: '2026-01-01T00:00:00.000Z',
  validUntil: '2026-12-31T23:59:00.000Z',
  isActive: true,
  applicableTests: [],
  applicableTargetExams: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

type Call = { method: string; path: string; body: unknown };

/**
 * Stubs fetch with the admin API: `answers` maps "METHOD /path" (without /api) to the envelope's data;
 * calls in `failing` get a 404 and any other call an empty list. Returns the calls made, in order.
 */
export function stubAdminApi(answers: Record<string, unknown>, failing: string[] = []) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const path = url.replace(/^\/api/, '');
      calls.push({ method, path, body: init?.body ? JSON.parse(init.body as string) : undefined });
      const key = `${method} ${path}`;
      if (failing.includes(key)) {
        return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
      }
      const data = key in answers ? answers[key] : [];
      return new Response(JSON.stringify({ success: true, data }), {
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}
