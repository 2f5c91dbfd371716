/** How close the end is: the test warns at 5 minutes and at 1 minute left (issue 15). */
export type TimeWarning = 'fiveMinutes' | 'oneMinute';

export function timeWarning(secondsLeft: number): TimeWarning | null {
  if (secondsLeft <= 0) return null;
  if (secondsLeft <= 60) return 'oneMinute';
  return secondsLeft <= 5 * 60 ? 'fiveMinutes' : null;
}
