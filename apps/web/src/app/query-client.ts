import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError, errorMessage } from '../lib/api';
import { toast } from '../lib/toast';

declare module '@tanstack/react-query' {
  interface Register {
    /** errorMessage: the SPEC 8 fallback toasted when the call fails without a server message. */
    queryMeta: { errorMessage?: string };
    mutationMeta: { errorMessage?: string };
  }
}

const toastFailure = (error: unknown, fallback: string | undefined) => {
  if (fallback) toast.error(errorMessage(error, fallback));
};

/** Retry a failed load once, but never a 4xx: asking again would get the same answer. */
const retryOnce = (failureCount: number, error: unknown) =>
  failureCount < 1 && !(error instanceof ApiError && error.status >= 400 && error.status < 500);

export function createQueryClient() {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => toastFailure(error, query.meta?.errorMessage) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => toastFailure(error, mutation.meta?.errorMessage),
    }),
    defaultOptions: {
      queries: { retry: retryOnce, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: false },
    },
  });
}
