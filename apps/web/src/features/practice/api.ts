import type { PracticeAnswerBody, PracticeOptions, PracticeQuery } from '@mockprep/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { i18n } from '../../i18n';
import { api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';

export type PracticeChoice = Required<Pick<PracticeQuery, 'mode'>> & { subject: string; level: string };

/** GET /practice: subjects, levels, the mistakes waiting and the saved progress. */
export function usePracticeOptions() {
  return useQuery({
    queryKey: queryKeys.practice.options,
    queryFn: async () => (await api.get('/practice')).data,
  });
}

/** GET /practice/next for the choice; `round` asks for another question with the same choice. */
export function usePracticeQuestion(choice: PracticeChoice, round: number) {
  const params = new URLSearchParams({ mode: choice.mode });
  if (choice.subject) params.set('subject', choice.subject);
  if (choice.level) params.set('level', choice.level);
  return useQuery({
    queryKey: queryKeys.practice.next(choice, round),
    queryFn: async () => (await api.get(`/practice/next?${params}`)).data,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: 0,
  });
}

/** POST /practice/answer; the saved progress it returns replaces the one on screen. */
export function useAnswerPractice() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: PracticeAnswerBody) => (await api.post('/practice/answer', body)).data,
    onSuccess: (feedback) =>
      client.setQueryData<PracticeOptions>(queryKeys.practice.options, (options) =>
        options ? { ...options, progress: feedback.progress } : options,
      ),
    meta: { errorMessage: i18n.t('practice.answerFailed') },
  });
}
