import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentStatusBadge } from './PaymentStatusBadge';

const text = (status: string) => {
  const { container, unmount } = render(<PaymentStatusBadge status={status} />);
  const shown = container.textContent;
  unmount();
  return shown;
};

describe('PaymentStatusBadge', () => {
  it('names every payment status, a payment given back as Refunded', () => {
    expect(['paid', 'failed', 'created', 'cancelled', 'duplicate', 'refunded'].map(text)).toEqual([
      'Paid',
      'Failed',
      'Pending',
      'Cancelled',
      'Refund pending',
      'Refunded',
    ]);
  });

  it('shows an unexpected status as Unknown', () => {
    render(<PaymentStatusBadge status="chargeback" />);
    expect(screen.getByText('Unknown')).toBeTruthy();
  });
});
