import type { ErrorBody } from '@mockprep/contract';
import { i18n } from '../i18n';
import { clearStoredAuth, getStoredToken } from './storage';

const API_BASE = '/api';

/** A failed call; `message` is the server's text when it sent one (SPEC 8: shown before any fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly retryAfter?: number,
  ) {
    super(serverMessage ?? i18n.t('api.requestFailed', { status }));
    this.name = 'ApiError';
  }
}

/** The text to show for a failed call: the server's message, else the SPEC 8 fallback. */
export const errorMessage = (error: unknown, fallback: string) =>
  (error instanceof ApiError && error.serverMessage) || fallback;

export type ApiResult<T> = { data: T; message?: string };

type RequestOptions = {
  body?: unknown;
  /** A login or signup attempt: a 401 means wrong credentials, not an expired session. */
  credentialsCheck?: boolean;
};

let onUnauthorized = () => {
  clearStoredAuth();
  window.location.assign('/login');
};

/** The auth provider replaces the default (clear storage, hard redirect) with a state-aware logout. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<ApiResult<T>> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = getStoredToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';

  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  } catch {
    throw new ApiError(0, undefined);
  }

  const body = await readJson(response);
  if (!response.ok || !isObject(body) || body.success !== true) {
    if (response.status === 401 && !options.credentialsCheck) onUnauthorized();
    const error = isObject(body) ? (body as Partial<ErrorBody>) : {};
    throw new ApiError(response.status, error.message || undefined, error.retryAfter);
  }
  return { data: body.data as T, message: typeof body.message === 'string' ? body.message : undefined };
}

export const api = {
  get: <T>(path: string) => request<T>('GET', path),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown) => request<T>('PUT', path, { body }),
  delete: <T>(path: string, body?: unknown) => request<T>('DELETE', path, { body }),
};
