import { type AttemptResult, MSG } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { refreshMyAttemptLists } from '../api';
import type { AttemptStore } from '../model/attempt-store';

/**
 * Ends the screen once the server holds the finished attempt: the local copy is dropped and the student
 * goes to the result, which replaces the test in the history (Back must not start a new attempt).
 */
export function useLeaveForResult(store: AttemptStore) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return useCallback(
    (reason: 'submitted' | 'timeUp', message?: string, result?: AttemptResult) => {
      const { attemptId } = store.getState();
      store.close();
      refreshMyAttemptLists(queryClient);
      // The submission answered with the result: the result screen shows it without asking the server again.
      if (result) queryClient.setQueryData(queryKeys.attempts.result(attemptId), result);
      if (reason === 'submitted') toast.success(message ?? MSG.testSubmitted);
      else toast.info(MSG.timeUp);
      navigate(`/result/${attemptId}`, { replace: true });
    },
    [navigate, store, queryClient],
  );
}
