import { groupIndian } from './format';

/**
 * ₹1,234 (whole rupees) or ₹1,234.50 with decimals: en-IN grouping, written out rather than with toLocaleString,
 * whose first use in a page loads locale data (45-95 ms of main thread measured in Chromium here) before a screen
 * showing a price can paint.
 */
export function formatINR(rupees: number, decimals = 0): string {
  const [whole = '0', fraction] = Math.abs(rupees).toFixed(decimals).split('.');
  const sign = rupees < 0 && Number(`${whole}.${fraction ?? 0}`) !== 0 ? '-' : '';
  return `₹${sign}${groupIndian(whole)}${fraction ? `.${fraction}` : ''}`;
}

/** Exact to the paisa: ₹49 for whole rupees, ₹39.20 otherwise (20% off ₹49 saves ₹9.80, never "₹10"). */
export const formatINRExact = (rupees: number): string => formatINR(rupees, Number.isInteger(rupees) ? 0 : 2);
