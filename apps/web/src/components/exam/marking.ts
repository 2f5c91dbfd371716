const MINUS = '\u2212';

/**
 * A number as marks and scores show it, with a true minus sign: 152, 3.5, −12, −0.33 (two decimals at most).
 * Rounded here rather than with the contract's roundMarks, whose module brings zod into the test screen's first
 * download.
 */
export function formatNumber(value: number): string {
  const size = Math.round(Math.abs(value) * 100) / 100;
  return value < 0 && size > 0 ? `${MINUS}${size}` : `${size}`;
}

/** Marks with their sign as an exam paper prints them: "+4", "−1", "0", "−0.33". */
export const signedMarks = (marks: number): string => (marks > 0 ? `+${formatNumber(marks)}` : formatNumber(marks));
