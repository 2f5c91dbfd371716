import type { BadgeTone } from '../ui/Badge';

/** SPEC 4 "Payment status": created reads as Pending; anything unexpected as Unknown. */
const STATUS: Record<string, { label: string; tone: BadgeTone }> = {
  paid: { label: 'Paid', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  created: { label: 'Pending', tone: 'amber' },
};

export const paymentStatus = (status: string) => STATUS[status] ?? { label: 'Unknown', tone: 'violet' as const };
