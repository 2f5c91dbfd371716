import { ErrorBody, success } from '@mockprep/contract';
import { z } from 'zod';

/** One tag per domain: how the docs group the operations. */
export const API_TAGS = [
  { name: 'Health', description: 'Liveness and readiness of the server' },
  { name: 'Auth', description: 'Sign-up, sign-in (password, SMS code, Google), the session and the own account' },
  { name: 'Target exams', description: 'The exams students prepare for; writes are for admins' },
  { name: 'Mock tests', description: 'The catalogue of tests and quizzes a student can take' },
  { name: 'Attempts', description: 'Taking a test: start, autosave, submit, results' },
  { name: 'Payments', description: 'Buying a paid test, the checkout provider and its webhook' },
  { name: 'Promo codes', description: 'Checking a promo code against a test' },
  { name: 'Leaderboard', description: 'Ranks per test and across tests' },
  { name: 'Live tests', description: 'Tests open in a fixed window, and registering for them' },
  { name: 'Practice', description: 'Single questions with instant feedback, and the mistakes to revisit' },
  { name: 'Support', description: 'Contact details and support requests' },
  { name: 'Admin', description: 'Figures and payments of the whole platform' },
  { name: 'Admin: users', description: 'Managing student and admin accounts' },
  { name: 'Admin: mock tests', description: 'Creating, editing and bulk-uploading tests' },
  { name: 'Admin: questions', description: 'The question bank, its bulk upload and assignment to tests' },
  { name: 'Admin: media', description: 'Images for questions and options' },
  { name: 'Admin: promo codes', description: 'Creating and editing promo codes' },
  { name: 'Admin: audit log', description: 'Who changed what, and when' },
  { name: 'Notifications', description: "The student's bell: results, payments, new and live tests" },
] as const;
export type ApiTag = (typeof API_TAGS)[number]['name'];

/** Who may call: anyone; anyone, a token being checked when sent; a signed-in user; an admin. */
export type Access = 'public' | 'optional' | 'user' | 'admin';
export type SuccessStatus = 200 | 201;
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

const ERROR_DESCRIPTIONS: Record<ErrorStatus, string> = {
  400: 'The request is malformed or a value is invalid (`errors` lists the failing fields)',
  401: 'No valid session: the token is missing, invalid or expired, or its account is gone',
  403: 'Not allowed: the account is blocked, or the action needs another role or a purchase',
  404: 'A record the request names does not exist or is not visible to the caller',
  409: 'The request conflicts with the current state of a record',
  413: 'The body is larger than 5 MB',
  429: 'Too many requests: wait `retryAfter` seconds (also the Retry-After header)',
  502: 'A provider (SMS or payments) failed to answer',
  503: 'The service is not available yet',
};

type Json<S extends z.ZodType> = { description: string; content: { 'application/json': { schema: S } } };

export const json = <S extends z.ZodType>(description: string, schema: S): Json<S> => ({
  description,
  content: { 'application/json': { schema } },
});

export type RouteDoc<D extends z.ZodType, S extends SuccessStatus> = {
  operationId: string;
  summary: string;
  /** Where behaviour is not obvious: limits, idempotency, state changes. */
  description?: string;
  access: Access;
  /** The data of the success envelope. */
  data: D;
  /** Success statuses; 200 when absent. */
  status?: S[];
  /** What the success means, when more than "Success". */
  ok?: string;
  /** Errors of the route's own rules; 400, 429 and those of its access are added. */
  errors?: ErrorStatus[];
  /** False for the routes the global rate limit leaves alone. */
  rateLimited?: boolean;
  /** Answers with a body of their own (a 503 carrying data). */
  extra?: Record<number, Json<z.ZodType>>;
};

type Security = Record<string, string[]>[];
const BEARER: Security = [{ bearer: [] }];
/** A public operation says so with an empty list (an absent list would mean "unspecified"). */
const SECURITY: Record<Access, Security> = { public: [], optional: [{}, ...BEARER], user: BEARER, admin: BEARER };

const ACCESS_ERRORS: Record<Access, ErrorStatus[]> = {
  public: [],
  optional: [401, 403],
  user: [401, 403],
  admin: [401, 403],
};

/**
 * The OpenAPI side of a route, from the contract's schemas: its tag, operationId, summary, security and every
 * answer it can give, each a success envelope around its data or the error envelope.
 */
export function routeDocs(tag: ApiTag) {
  return <D extends z.ZodType, S extends SuccessStatus = 200>(doc: RouteDoc<D, S>) => {
    const statuses = doc.status ?? [200 as S];
    const body = json(doc.ok ?? 'Success', success(doc.data));
    const response = {
      ...Object.fromEntries(statuses.map((status) => [status, body])),
      ...errorAnswers(doc),
      ...doc.extra,
    } as { [K in S]: typeof body } & { [K in ErrorStatus]?: Json<typeof ErrorBody> };
    return operation(tag, doc, response);
  };
}

/** The error answers of an operation: 400, 429 and those of its access, plus its own. */
function errorAnswers(doc: Pick<RouteDoc<z.ZodType, SuccessStatus>, 'access' | 'errors' | 'rateLimited'>) {
  const errors = new Set<ErrorStatus>([
    400,
    ...ACCESS_ERRORS[doc.access],
    ...(doc.errors ?? []),
    ...(doc.rateLimited === false ? [] : [429 as const]),
  ]);
  return Object.fromEntries([...errors].sort().map((status) => [status, json(ERROR_DESCRIPTIONS[status], ErrorBody)]));
}

function operation(
  tag: ApiTag,
  doc: Pick<RouteDoc<z.ZodType, SuccessStatus>, 'operationId' | 'summary' | 'description' | 'access'>,
  response: unknown,
) {
  return {
    tags: [tag],
    operationId: doc.operationId,
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    security: SECURITY[doc.access],
    response,
  };
}

/**
 * The OpenAPI side of a route that answers a CSV file (streamed, no envelope) on success; its errors are the usual
 * JSON envelopes. The contract's API_FILES lists these operations.
 */
export function csvRouteDocs(tag: ApiTag) {
  return (doc: Omit<RouteDoc<z.ZodType, 200>, 'data' | 'status' | 'extra'> & { ok: string }) =>
    operation(tag, doc, {
      200: { description: doc.ok, content: { 'text/csv': { schema: z.string() } } },
      ...errorAnswers(doc),
    });
}
