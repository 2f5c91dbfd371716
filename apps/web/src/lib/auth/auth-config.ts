import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../api';
import { queryKeys } from '../query-keys';

/** What the server says of itself: Google sign-in's client id (SPEC 2.2, DESIGN 6) and whether it runs the demo profile. */
export const authConfigQuery = queryOptions({
  queryKey: queryKeys.auth.config,
  queryFn: async () => (await api.get('/auth/config')).data,
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

export const useAuthConfig = () => useQuery(authConfigQuery);
