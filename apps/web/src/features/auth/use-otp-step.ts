import { OTP_RESEND_SECONDS, type OtpSent } from '@mockprep/contract';
import { useEffect, useState } from 'react';
import { ApiError, type ApiResult } from '../../lib/api';

/**
 * SPEC 4: sending a code moves to the code step and starts the resend countdown; back returns.
 * `sentFor` is what the code was sent for (the mobile number, or the signup details).
 */
export function useOtpStep<T>() {
  const [sentFor, setSentFor] = useState<T | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  useEffect(() => {
    if (secondsLeft <= 0) return;
    const timer = setTimeout(() => setSecondsLeft((left) => left - 1), 1000);
    return () => clearTimeout(timer);
  }, [secondsLeft]);

  const enterCodeStep = (target: T, seconds: number) => {
    setSentFor(target);
    setSecondsLeft(seconds);
  };

  /**
   * Callbacks for a send or resend call. A "wait N seconds" answer within the resend countdown means a recent code
   * is still valid; a longer wait (an hourly limit) means no code is coming, so the step stays.
   */
  const sendCallbacks = (target: T) => ({
    onSuccess: ({ data }: ApiResult<OtpSent>) => enterCodeStep(target, data.resendAfter),
    onError: (error: Error) => {
      if (error instanceof ApiError && error.retryAfter && error.retryAfter <= OTP_RESEND_SECONDS) {
        enterCodeStep(target, error.retryAfter);
      }
    },
  });

  return { sentFor, secondsLeft, sendCallbacks, back: () => setSentFor(null) };
}
