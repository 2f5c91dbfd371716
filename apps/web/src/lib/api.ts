import type { ErrorBody } from '@mockprep/contract';
import type { ApiData, ApiFile, ApiOperation } from '@mockprep/contract/api';
import { i18n } from '../i18n';
import { API_BASE } from './api-base';
import { takeEarlyRead } from './early-reads';
import { clearStoredAuth, getStoredToken } from './storage';

/** A failed call; `message` is the server's text when it sent one (SPEC 8: shown before any fallback). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly serverMessage: string | undefined,
    readonly retryAfter?: number,
    /** The failing fields of a refused request, as the server named them. */
    readonly fieldErrors: NonNullable<ErrorBody['errors']> = [],
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

  const send = () =>
    fetch(`${API_BASE}${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
  const early = method === 'GET' ? takeEarlyRead(path, token) : undefined;
  let response: Response;
  try {
    response = await (early ? early.catch(send) : send());
  } catch {
    throw new ApiError(0, undefined);
  }

  const body = await readJson(response);
  if (!response.ok || !isObject(body) || body.success !== true) {
    if (response.status === 401 && !options.credentialsCheck) onUnauthorized();
    const error = isObject(body) ? (body as Partial<ErrorBody>) : {};
    throw new ApiError(response.status, error.message || undefined, error.retryAfter, error.errors);
  }
  return { data: body.data as T, message: typeof body.message === 'string' ? body.message : undefined };
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** The contract's paths of one method, e.g. '/tests/{id}'. */
type Paths<M extends Method> = { [K in ApiOperation]: K extends `${M} ${infer P}` ? P : never }[ApiOperation];
/** A contract path as a call writes it: '/tests/{id}' is `/tests/${string}`. */
type Written<P extends string> = P extends `${infer A}{${string}}${infer B}` ? `${A}${string}${Written<B>}` : P;
/** A path a call may use: a contract path, filled in, with or without a query string. */
export type ApiPath<M extends Method> = Written<Paths<M>> | `${Written<Paths<M>>}?${string}`;
type Matches<M extends Method, Path extends string> = {
  [P in Paths<M>]: Path extends Written<P> | `${Written<P>}?${string}` ? P : never;
}[Paths<M>];
/** Of several matching paths the narrowest wins: '/users/{id}/password' over '/users/{id}', '/bulk' over '/{id}'. */
type Narrowest<U extends string> = {
  [P in U]: [Exclude<U, P>] extends [never] ? P : Written<P> extends Written<Exclude<U, P>> ? P : never;
}[U];
/** The data the contract gives the operation a call names (for a union of paths, the union of their data). */
export type DataOf<M extends Method, Path extends string> = Path extends unknown
  ? ApiData<Extract<`${M} ${Narrowest<Matches<M, Path>>}`, ApiOperation>>
  : never;

/** Each call's data is typed by its method and path from the contract (`@mockprep/contract/api`). */
export const api = {
  get: <P extends ApiPath<'GET'>>(path: P) => request<DataOf<'GET', P>>('GET', path),
  post: <P extends ApiPath<'POST'>>(path: P, body?: unknown, options?: Omit<RequestOptions, 'body'>) =>
    request<DataOf<'POST', P>>('POST', path, { ...options, body }),
  put: <P extends ApiPath<'PUT'>>(path: P, body?: unknown) => request<DataOf<'PUT', P>>('PUT', path, { body }),
  delete: <P extends ApiPath<'DELETE'>>(path: P, body?: unknown) =>
    request<DataOf<'DELETE', P>>('DELETE', path, { body }),
};

/** A file the API answers (a CSV export), as a call writes it, with or without a query string. */
export type FilePath = { [K in ApiFile]: K extends `GET ${infer P}` ? P : never }[ApiFile];

/**
 * Downloads a file the API answers (a CSV export) under the name the server gives it. The file is read into a blob,
 * then saved by the browser; a failure is an ApiError like any call's.
 */
export async function downloadFile(path: FilePath | `${FilePath}?${string}`): Promise<void> {
  const token = getStoredToken();
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new ApiError(0, undefined);
  }
  if (!response.ok) {
    if (response.status === 401) onUnauthorized();
    const body = await readJson(response);
    throw new ApiError(response.status, isObject(body) && typeof body.message === 'string' ? body.message : undefined);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? 'export.csv';
  const url = URL.createObjectURL(await response.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
