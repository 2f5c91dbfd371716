import { useTranslation } from 'react-i18next';
import { Badge } from '../ui/Badge';
import { paymentStatus } from './payment-status';

/** Paid, Failed, Pending (created), Cancelled, Refund pending (duplicate), Refunded or Unknown. */
export function PaymentStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  const known = paymentStatus(status);
  return <Badge tone={known.tone}>{t(`payments.status.${known.status}`)}</Badge>;
}
