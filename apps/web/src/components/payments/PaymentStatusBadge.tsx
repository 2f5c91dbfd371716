import { Badge } from '../ui/Badge';
import { paymentStatus } from './payment-status';

/** Paid, Failed, Pending (created) or Unknown, as SPEC 4 names payment statuses. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { label, tone } = paymentStatus(status);
  return <Badge tone={tone}>{label}</Badge>;
}
