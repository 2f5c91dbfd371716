import { useEffect, useState } from 'react';
import type { ServerClock } from '../model/server-clock';

/** The server's time now (ms), read every second and whenever the page becomes visible again. */
export function useServerNow(clock: ServerClock): number {
  const [now, setNow] = useState(() => Date.now() + clock.offset);

  useEffect(() => {
    const update = () => setNow(Date.now() + clock.offset);
    update();
    const timer = setInterval(update, 1000);
    document.addEventListener('visibilitychange', update);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', update);
    };
  }, [clock]);

  return now;
}
