import { roundMarks } from '@mockprep/contract';

/** Marks with their sign as an exam paper prints them: "+4", "−1" (a minus sign), "0", "−0.33". */
export function signedMarks(marks: number): string {
  const size = roundMarks(Math.abs(marks));
  if (size === 0) return '0';
  return `${marks > 0 ? '+' : '\u2212'}${size}`;
}
