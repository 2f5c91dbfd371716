import { useTranslation } from 'react-i18next';

/** "43 min left": whole minutes rounded up, "Less than a minute left" under one, "Time is up" at none. */
export function useTimeLeftText() {
  const { t } = useTranslation();
  return (secondsLeft: number) => {
    if (secondsLeft <= 0) return t('mockTests.myAttempts.timeIsUp');
    if (secondsLeft < 60) return t('mockTests.myAttempts.lessThanAMinuteLeft');
    return t('mockTests.myAttempts.minutesLeft', { minutes: Math.ceil(secondsLeft / 60) });
  };
}
