import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { promoCode } from '../fixtures';
import { PromoStatusBadge } from './PromoStatusBadge';

const now = new Date('2026-06-01T12:00:00.000Z');

describe('PromoStatusBadge', () => {
  it.each([
    ['Active', {}],
    ['Inactive', { isActive: false, validUntil: '2026-01-02T00:00:00.000Z' }],
    ['Upcoming', { validFrom: '2026-07-01T00:00:00.000Z' }],
    ['Expired', { validUntil: '2026-05-31T00:00:00.000Z', usedCount: 100 }],
    ['Used Up', { usedCount: 100 }],
    ['Active', { maxUses: null, usedCount: 5000 }],
  ])('shows %s', (label, fields) => {
    render(<PromoStatusBadge promo={promoCode(fields)} now={now} />);
    expect(screen.getByText(label)).toBeTruthy();
  });
});
