import { type PromoCode, type PromoDisplayStatus, promoDisplayStatus } from '@mockprep/contract';
import { Badge, type BadgeTone } from '../../../components/ui/Badge';

const TONES: Record<PromoDisplayStatus, BadgeTone> = {
  Active: 'green',
  Upcoming: 'violet',
  'Used Up': 'amber',
  Expired: 'red',
  Inactive: 'red',
};

/** SPEC 4 "Promo code display status" at `now`. */
export function PromoStatusBadge({ promo, now }: { promo: PromoCode; now: Date }) {
  const status = promoDisplayStatus(promo, now);
  return <Badge tone={TONES[status]}>{status}</Badge>;
}
