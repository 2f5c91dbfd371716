import { ApiError } from './api';

/**
 * Why a call failed, for the screen that says so: the network (no answer at all), a thing that is not there (404, or
 * an id the server refuses as malformed: no such thing can exist), the server itself (5xx), or a refusal (other 4xx).
 */
export type Failure = 'offline' | 'notFound' | 'server' | 'refused';

export function failureOf(error: unknown): Failure {
  if (!(error instanceof ApiError)) return 'server';
  if (error.status === 0) return 'offline';
  if (error.status === 404 || (error.status === 400 && error.fieldErrors.some((field) => field.path === 'id'))) {
    return 'notFound';
  }
  return error.status >= 500 ? 'server' : 'refused';
}
