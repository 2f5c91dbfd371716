/**
 * Marks with their sign as an exam paper prints them: "+4", "−1" (a minus sign), "0", "−0.33". Rounded here rather
 * than with the contract's roundMarks, whose module brings zod into the test screen's first download.
 */
export function signedMarks(marks: number): string {
  const size = Math.round(Math.abs(marks) * 100) / 100;
  if (size === 0) return '0';
  return `${marks > 0 ? '+' : '\u2212'}${size}`;
}
