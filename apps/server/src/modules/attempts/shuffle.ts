import { randomInt } from 'node:crypto';

/** A uniformly random order of 0..n-1 (Fisher-Yates with crypto randomness): shown position -> original index. */
export function randomOrder(n: number): number[] {
  const order = Array.from({ length: n }, (_, i) => i);
  for (let i = n - 1; i > 0; i--) {
    const j = randomInt(0, i + 1);
    [order[i], order[j]] = [order[j] as number, order[i] as number];
  }
  return order;
}

/** The original option index of the option shown at `shown`, or undefined when out of range. */
export const toOriginal = (order: number[], shown: number): number | undefined => order[shown];

/** Where the original option `original` is shown, or null. */
export function toShown(order: number[], original: number | null): number | null {
  if (original === null) return null;
  const shown = order.indexOf(original);
  return shown === -1 ? null : shown;
}
