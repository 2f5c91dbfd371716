import { useEffect, useState } from 'react';
import { remainingSeconds, type ServerClock } from '../model/server-clock';

/** Seconds left by the server's clock, recomputed every second and whenever the page becomes visible again. */
export function useAttemptClock(clock: ServerClock, expiresAt: string): number {
  const read = () => remainingSeconds(expiresAt, clock.offset, Date.now());
  const [remaining, setRemaining] = useState(read);

  useEffect(() => {
    const update = () => setRemaining(remainingSeconds(expiresAt, clock.offset, Date.now()));
    update();
    const timer = setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [clock, expiresAt]);

  return remaining;
}
