import { useEffect } from 'react';
import type { AttemptStore } from '../model/attempt-store';

/** Adds a second to the question on screen for every second the page is visible, while `active`. */
export function useTimeSpent(store: AttemptStore, questionId: string | undefined, active: boolean) {
  useEffect(() => {
    if (!questionId || !active) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') store.dispatch({ type: 'tick', question: questionId, seconds: 1 });
    }, 1000);
    return () => clearInterval(timer);
  }, [store, questionId, active]);
}
