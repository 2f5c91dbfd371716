import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * While the test screen is open, leaving it asks first: an in-app link or Back is held for the student's answer
 * (the blocker this returns), and closing or reloading the tab gets the browser's own question. Going to the
 * attempt's result (after a submit, or when the time is up) is never held.
 */
export function useLeaveGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && !nextLocation.pathname.startsWith('/result/'),
  );

  useEffect(() => {
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, []);

  return blocker;
}
