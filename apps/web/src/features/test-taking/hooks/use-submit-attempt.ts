import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { submitAttempt } from '../api';
import type { AttemptStore } from '../model/attempt-store';
import { type Autosaver, retryDelay } from '../model/autosaver';
import { answersPayload } from '../model/local-attempt';

/** idle, a request out, or failed on the network and waiting to try again. */
export type SubmitPhase = 'idle' | 'submitting' | 'waiting';

type Options = {
  store: AttemptStore;
  autosaver: Autosaver;
  questionIds: string[];
  /** Seconds since the start by the server's clock (informative: the server measures it too). */
  elapsed: () => number;
  leave: (reason: 'submitted' | 'timeUp', message?: string) => void;
};

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;

/**
 * Submits the full answer set once: a second call while one is out is ignored. If the network fails the
 * answers stay on the device, autosave resumes, and the submission is tried again when the connection
 * returns (and with backoff meanwhile). A 409 means the server already finalised the attempt.
 */
export function useSubmitAttempt({ store, autosaver, questionIds, elapsed, leave }: Options) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const busy = useRef(false);
  const failures = useRef(0);

  const submit = useCallback(
    async ({ retry = false } = {}) => {
      if (busy.current) return;
      busy.current = true;
      setPhase('submitting');
      autosaver.stop();
      const { attemptId } = store.getState();
      try {
        const { message } = await submitAttempt(attemptId, {
          answers: answersPayload(store.getState(), questionIds),
          timeTaken: elapsed(),
        });
        leave('submitted', message);
      } catch (error) {
        busy.current = false;
        if (error instanceof ApiError && error.status === 409) {
          leave('timeUp');
          return;
        }
        failures.current += 1;
        if (!retry) toast.error(errorMessage(error, i18n.t('fail.submit')));
        autosaver.start();
        setPhase(isRetryable(error) ? 'waiting' : 'idle');
      }
    },
    [store, autosaver, questionIds, elapsed, leave],
  );

  useEffect(() => {
    if (phase !== 'waiting') return;
    const retry = () => void submit({ retry: true });
    const timer = setTimeout(retry, retryDelay(failures.current));
    window.addEventListener('online', retry);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', retry);
    };
  }, [phase, submit]);

  return { phase, submit };
}
