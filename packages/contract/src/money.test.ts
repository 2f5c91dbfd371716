import { describe, expect, it } from 'vitest';
import { formatINR, formatINRExact } from './money';

describe('formatINR', () => {
  it('groups the Indian way and shows the decimals asked for', () => {
    expect(formatINR(123456)).toBe('₹1,23,456');
    expect(formatINR(39.2, 2)).toBe('₹39.20');
    expect(formatINR(49, 2)).toBe('₹49.00');
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
