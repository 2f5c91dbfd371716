import type { AttemptResult, SaveAnswersBody, SaveAnswersResult, SubmitAttemptBody } from '@mockprep/contract';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, type ApiResult, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { paperTest, readOfflinePaper } from './model/offline-paper';
import type { Timed } from './model/server-clock';

async function timed<T>(call: () => Promise<ApiResult<T>>): Promise<Timed<T>> {
  const sentAt = Date.now();
  const { data } = await call();
  return { data, sentAt, receivedAt: Date.now() };
}

/** Without a connection, a running test reopens from what it last loaded; any other failure stays one. */
async function orOffline<T>(call: () => Promise<T>, saved: () => T | undefined): Promise<T> {
  try {
    return await call();
  } catch (error) {
    const copy = error instanceof ApiError && error.status === 0 ? saved() : undefined;
    if (copy === undefined) throw error;
    return copy;
  }
}

/**
 * Loaded once per visit and never refetched behind the student's back: a second POST /attempts after the
 * attempt was submitted would start a new one, and stale clock samples must not come back from a cache.
 */
const oncePerVisit = {
  staleTime: Number.POSITIVE_INFINITY,
  gcTime: 0,
  refetchOnReconnect: false,
  refetchOnWindowFocus: false,
} as const;

/**
 * The test its instructions show. Access changes with a purchase, which marks it stale at once
 * (components/payments/purchase/api.ts); otherwise it stays fresh a few seconds, so the copy its route starts
 * beside the screen's code is the one the screen opens on. Not asked again on reconnect, while a test runs.
 */
const testQuery = (testId: string) =>
  queryOptions({
    queryKey: queryKeys.testTaking.test(testId),
    queryFn: () =>
      orOffline(
        async () => (await api.get(`/tests/${testId}`)).data,
        () => {
          const paper = readOfflinePaper(testId);
          return paper && paperTest(paper);
        },
      ),
    staleTime: 10_000,
    refetchOnReconnect: false,
  });

export const useTest = (testId: string) => useQuery(testQuery(testId));

/** Starts loading the test of /test/{id} (its route calls it beside loading the screen's code). */
export function prefetchTest(client: QueryClient, url: URL) {
  const testId = url.pathname.split('/')[2];
  if (testId) void client.prefetchQuery(testQuery(testId));
}

/**
 * Once the student begins (null until then): starts the test (a `retake` of a submitted one), or resumes their
 * unfinished attempt of it (same questions, same time left).
 */
export function useStartAttempt(testId: string, begun: { retake: boolean } | null) {
  return useQuery({
    queryKey: queryKeys.testTaking.attempt(testId),
    queryFn: () =>
      orOffline(
        () => timed(() => api.post('/attempts', { test: testId, retake: begun?.retake })),
        () => readOfflinePaper(testId)?.session,
      ),
    enabled: begun !== null,
    ...oncePerVisit,
  });
}

export function useAttemptQuestions(testId: string, attemptId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.testTaking.questions(attemptId ?? ''),
    queryFn: () =>
      orOffline(
        () => timed(() => api.get(`/attempts/${attemptId}/questions`)),
        () => readOfflinePaper(testId)?.questions,
      ),
    enabled: attemptId !== undefined,
    ...oncePerVisit,
  });
}

export async function saveAnswers(attemptId: string, body: SaveAnswersBody): Promise<Timed<SaveAnswersResult>> {
  return timed(() => api.put(`/attempts/${attemptId}/answers`, body));
}

export function submitAttempt(attemptId: string, body: SubmitAttemptBody): Promise<ApiResult<AttemptResult>> {
  return api.post(`/attempts/${attemptId}/submit`, body);
}

/**
 * The lists that show the student's own attempts (test cards, Continue your test, results): an attempt that starts
 * or ends changes them, so they are read again when next shown.
 */
export function refreshMyAttemptLists(queryClient: QueryClient) {
  for (const queryKey of [
    queryKeys.tests.all,
    queryKeys.quizzes.all,
    queryKeys.liveTests.all,
    queryKeys.attempts.all,
  ]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}
