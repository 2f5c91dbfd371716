import type { PaymentStatus } from '@mockprep/contract';
import type { BadgeTone } from '../ui/Badge';

const TONES = {
  paid: 'green',
  failed: 'red',
  created: 'amber',
  cancelled: 'slate',
  duplicate: 'amber',
  refunded: 'violet',
} as const satisfies Record<PaymentStatus, BadgeTone>;

/**
 * SPEC 4 "Payment status": `status` names its text in the catalogue (created reads as Pending, duplicate as
 * Refund pending; anything unexpected as Unknown).
 */
export const paymentStatus = (status: string) =>
  Object.hasOwn(TONES, status)
    ? { status: status as keyof typeof TONES, tone: TONES[status as keyof typeof TONES] }
    : { status: 'unknown' as const, tone: 'violet' as const };
