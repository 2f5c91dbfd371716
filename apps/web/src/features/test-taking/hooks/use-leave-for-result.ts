import { MSG } from '@mockprep/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
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
    (reason: 'submitted' | 'timeUp', message?: string) => {
      store.close();
      refreshMyAttemptLists(queryClient);
      if (reason === 'submitted') toast.success(message ?? MSG.testSubmitted);
      else toast.info(MSG.timeUp);
      navigate(`/result/${store.getState().attemptId}`, { replace: true });
    },
    [navigate, store, queryClient],
  );
}
