import {
  type AdminQuestion,
  type AdminQuestionPage,
  type AdminQuestionQuery,
  type AdminTestQuery,
  PAGE_LIMIT,
} from '@mockprep/contract';
import { type InfiniteData, type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { type ApiPath, api } from '../../lib/api';
import { queryKeys } from '../../lib/query-keys';
import { type ListFilters, pagedListOptions, usePagedList } from '../../lib/use-paged-list';

type ListOptions = { limit?: number; enabled?: boolean };
type Filters<Q> = Omit<Q, 'cursor' | 'limit'>;

const list =
  <P extends ApiPath<'GET'>>(path: P) =>
  async () =>
    (await api.get(path)).data;

/** The page size of the Admin Panel's long lists. */
export const ADMIN_PAGE_SIZE = 50;
/** The Questions tab's page: a screenful or two of rows, a few of the taller cards on a phone. */
export const QUESTION_PAGE_SIZE = 20;

// Each tab fetches what it shows when it is opened (issue 19 overrides SPEC 2.13's load-everything-on-entry).
export const useAdminStats = () => useQuery({ queryKey: queryKeys.admin.stats, queryFn: list('/admin/stats') });
const USERS = { queryKey: queryKeys.admin.users, path: '/admin/users' } as const;
const QUESTIONS = { queryKey: queryKeys.admin.questions, path: '/admin/questions' } as const;

/** Users a page at a time, searched and filtered on the server (the Users tab, the audit log's admins). */
export const useAdminUsers = (filters: ListFilters, limit = ADMIN_PAGE_SIZE) =>
  usePagedList({ ...USERS, filters, limit });

/** GET /admin/tests: the tests matching `filters` (searched and filtered on the server), a page at a time. */
export const useAdminTests = (filters: Filters<AdminTestQuery> = {}, options: ListOptions = {}) =>
  usePagedList({
    queryKey: queryKeys.admin.tests,
    path: '/admin/tests',
    filters,
    limit: options.limit ?? ADMIN_PAGE_SIZE,
    enabled: options.enabled,
  });

/**
 * GET /admin/tests/{id}: one test with its ordered question ids, which the list leaves out. Dropped from the
 * cache once no form shows it, so a form always starts from the stored test, never from an earlier visit.
 */
export const useAdminTest = (testId: string) =>
  useQuery({
    queryKey: queryKeys.admin.test(testId),
    queryFn: async () => (await api.get(`/admin/tests/${testId}`)).data,
    gcTime: 0,
  });

/** GET /admin/questions: the bank's questions matching `filters`, a page at a time. */
export const useAdminQuestions = (filters: Filters<AdminQuestionQuery> = {}, options: ListOptions = {}) =>
  usePagedList({
    ...QUESTIONS,
    filters,
    limit: options.limit ?? ADMIN_PAGE_SIZE,
    enabled: options.enabled,
  });

/**
 * Every question of a test (`testId`), all its pages read one after another: a test holds a bounded number.
 */
export function useTestQuestions(testId: string) {
  const list = useAdminQuestions({ testId }, { limit: PAGE_LIMIT.max });
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = list;
  useEffect(() => {
    if (hasNextPage && !isFetchingNextPage) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);
  return { ...list, complete: list.isSuccess && !hasNextPage };
}

/** The questions of every bank page this session has loaded (a list, a picker, a test's questions), by id. */
export function useLoadedQuestions(): Map<string, AdminQuestion> {
  const client = useQueryClient();
  const cached = client.getQueriesData<InfiniteData<AdminQuestionPage>>({ queryKey: queryKeys.admin.questions });
  const found = new Map<string, AdminQuestion>();
  for (const [, data] of cached) {
    for (const page of data?.pages ?? []) for (const question of page.entries) found.set(question._id, question);
  }
  return found;
}

/** The subjects of the bank, for the subject filters and suggestions. */
const questionSubjects = queryOptions({
  queryKey: queryKeys.admin.questionSubjects,
  queryFn: list('/admin/questions/subjects'),
});
export const useQuestionSubjects = () => useQuery(questionSubjects);

/**
 * Starts the first page of the long list the Admin Panel at `url` opens on, unfiltered as its tab starts (its route
 * calls it beside loading the screen's code).
 */
export function prefetchAdminTab(client: QueryClient, url: URL) {
  const tab = url.searchParams.get('tab');
  if (tab === 'questions') {
    void client.prefetchInfiniteQuery(pagedListOptions({ ...QUESTIONS, limit: QUESTION_PAGE_SIZE }));
    void client.prefetchQuery(questionSubjects);
  }
  if (tab === 'users') void client.prefetchInfiniteQuery(pagedListOptions({ ...USERS, limit: ADMIN_PAGE_SIZE }));
}
export const useAdminTargetExams = () =>
  useQuery({ queryKey: queryKeys.admin.targetExams, queryFn: list('/admin/target-exams') });
export const useAdminPromoStats = () =>
  useQuery({ queryKey: queryKeys.admin.promoStats, queryFn: list('/admin/promo-codes/stats') });

/** Refreshes every admin list after a change (counts on the dashboard depend on several). */
export function useRefreshAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: queryKeys.admin.all });
}
