import { describe, expect, it } from 'vitest';
import { formatINR, formatINRExact } from './money';

describe('formatINR', () => {
  it('groups the Indian way and shows the decimals asked for', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(39.2, 2)).toBe('₹39.20');
    expect(formatINR(49, 2)).toBe('₹49.00');
    expect(formatINR(12345678)).toBe('₹1,23,45,678');
    expect(formatINR(100000.5, 2)).toBe('₹1,00,000.50');
    expect([formatINR(0), formatINR(999), formatINR(1000), formatINR(99.6)]).toEqual(['₹0', '₹999', '₹1,000', '₹100']);
    expect(formatINR(-0.001)).toBe('₹0');
  });

  it('matches en-IN toLocaleString for whole and two-decimal amounts', () => {
    for (const rupees of [1, 12, 123, 1234, 12345, 123456, 1234567, 123456789, 1499.5, 39.2, 0.05, -250]) {
      for (const decimals of [0, 2]) {
        const locale = rupees.toLocaleString('en-IN', {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        expect(formatINR(rupees, decimals), `${rupees} ${decimals}`).toBe(`₹${locale}`);
      }
    }
  });
});

describe('formatINRExact', () => {
  it('keeps whole rupees short and never rounds paise away', () => {
    expect(formatINRExact(149)).toBe('₹149');
    expect(formatINRExact(9.8)).toBe('₹9.80');
    expect(formatINRExact(3920 / 100)).toBe('₹39.20');
    expect(formatINRExact(119.2)).toBe('₹119.20');
  });
});
