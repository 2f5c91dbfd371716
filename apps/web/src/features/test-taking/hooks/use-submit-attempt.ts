import type { AnswerInput, AttemptResult } from '@mockprep/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { i18n } from '../../../i18n';
import { ApiError, errorMessage } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { submitAttempt } from '../api';
import type { AttemptStore } from '../model/attempt-store';
import { type Autosaver, retryDelay } from '../model/autosaver';

/** idle, a request out, or failed on the network and waiting to try again. */
export type SubmitPhase = 'idle' | 'submitting' | 'waiting';

/** The queued try of a submission that could not reach the server: when, and whether the device was offline. */
export type SubmitRetry = { at: number; offline: boolean };

type Options = {
  store: AttemptStore;
  autosaver: Autosaver;
  /** The answer set to submit now (see answersPayload). */
  payload: () => AnswerInput[];
  /** Seconds since the start by the server's clock (informative: the server measures it too). */
  elapsed: () => number;
  leave: (reason: 'submitted' | 'timeUp', message?: string, result?: AttemptResult) => void;
};

const isRetryable = (error: unknown) => !(error instanceof ApiError) || error.status === 0 || error.status >= 500;
const isOffline = (error: unknown) => !(error instanceof ApiError) || error.status === 0;

/**
 * Submits the full answer set once: a second call while one is out is ignored. If the network (or the server)
 * fails, the answers stay on the device, autosave resumes, and the submission is tried again when the connection
 * returns and at `retry.at` meanwhile (with backoff): no failure is reported while a try is queued. A 409 means the
 * server already finalised the attempt; any other refusal is reported.
 */
export function useSubmitAttempt({ store, autosaver, payload, elapsed, leave }: Options) {
  const [phase, setPhase] = useState<SubmitPhase>('idle');
  const [retry, setRetry] = useState<SubmitRetry | null>(null);
  const busy = useRef(false);
  const failures = useRef(0);

  const submit = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPhase('submitting');
    autosaver.stop();
    const { attemptId } = store.getState();
    try {
      const { data, message } = await submitAttempt(attemptId, {
        answers: payload(),
        timeTaken: elapsed(),
      });
      leave('submitted', message, data);
    } catch (error) {
      busy.current = false;
      if (error instanceof ApiError && error.status === 409) {
        leave('timeUp');
        return;
      }
      autosaver.start();
      if (!isRetryable(error)) {
        toast.error(errorMessage(error, i18n.t('fail.submit')));
        setPhase('idle');
        return;
      }
      failures.current += 1;
      setRetry({ at: Date.now() + retryDelay(failures.current), offline: isOffline(error) });
      setPhase('waiting');
    }
  }, [store, autosaver, payload, elapsed, leave]);

  useEffect(() => {
    if (phase !== 'waiting' || !retry) return;
    const again = () => void submit();
    const timer = setTimeout(again, Math.max(0, retry.at - Date.now()));
    window.addEventListener('online', again);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', again);
    };
  }, [phase, retry, submit]);

  return { phase, submit, retry: phase === 'waiting' ? retry : null };
}
