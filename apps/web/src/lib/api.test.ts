import type { AdminQuestion, DeletedCount, TestDetail, TestPage, User } from '@mockprep/contract';
import { afterEach, describe, expect, expectTypeOf, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { ApiError, type ApiPath, api, type DataOf, errorMessage, setUnauthorizedHandler } from './api';
import { failureOf } from './failure';
import { STORAGE_KEYS } from './storage';

describe('api client', () => {
  afterEach(() => setUnauthorizedHandler(() => undefined));

  it('sends JSON with the stored bearer token and unwraps the envelope', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const fetchMock = mockFetch({ body: { success: true, message: 'Profile updated successfully', data: { id: 1 } } });

    const result = await api.put('/auth/profile', { name: 'Asha' });

    expect(result).toEqual({ data: { id: 1 }, message: 'Profile updated successfully' });
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/profile', {
      method: 'PUT',
      headers: { Accept: 'application/json', Authorization: 'Bearer tok-1', 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Asha' }),
    });
  });

  it("throws the server's message, which the UI prefers to its fallback", async () => {
    mockFetch({ status: 429, body: { success: false, message: 'Please wait 42 seconds', retryAfter: 42 } });
    const error = await api.post('/auth/send-otp', { mobile: '9876543210' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).retryAfter).toBe(42);
    expect(errorMessage(error, 'Failed to send OTP')).toBe('Please wait 42 seconds');
  });

  it('falls back to the fixed text when the server cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    const error = await api.get('/target-exams').catch((e: unknown) => e);
    expect(errorMessage(error, 'Failed to load target exams')).toBe('Failed to load target exams');
  });

  it('ends the session on a 401, except for a login attempt', async () => {
    const onUnauthorized = vi.fn();
    setUnauthorizedHandler(onUnauthorized);
    const expired = {
      status: 401,
      body: { success: false, message: 'Your session has expired. Please log in again.' },
    };
    const wrongPassword = { status: 401, body: { success: false, message: 'Invalid mobile number or password' } };
    mockFetch(wrongPassword, expired);

    await expect(api.post('/auth/login/password', {}, { credentialsCheck: true })).rejects.toThrow(
      'Invalid mobile number or password',
    );
    expect(onUnauthorized).not.toHaveBeenCalled();

    await expect(api.get('/auth/me')).rejects.toThrow('Your session has expired');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });
});

describe('why a call failed (failureOf)', () => {
  const failureOfAnswer = async (answer: { status: number; body: unknown } | 'unreachable') => {
    if (answer === 'unreachable') vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    else mockFetch(answer);
    return failureOf(await api.get('/tests/abc').catch((e: unknown) => e));
  };

  it('tells no connection, a missing thing, a malformed id, a server error and a refusal apart', async () => {
    expect(await failureOfAnswer('unreachable')).toBe('offline');
    expect(await failureOfAnswer({ status: 404, body: { success: false, message: 'Test not found' } })).toBe(
      'notFound',
    );
    const malformed = { success: false, message: 'Invalid id', errors: [{ path: 'id', message: 'Invalid id' }] };
    expect(await failureOfAnswer({ status: 400, body: malformed })).toBe('notFound');
    expect(await failureOfAnswer({ status: 500, body: { success: false, message: 'Something went wrong' } })).toBe(
      'server',
    );
    expect(await failureOfAnswer({ status: 503, body: {} })).toBe('server');
    const badField = {
      success: false,
      message: 'Invalid level',
      errors: [{ path: 'level', message: 'Invalid level' }],
    };
    expect(await failureOfAnswer({ status: 400, body: badField })).toBe('refused');
    expect(await failureOfAnswer({ status: 403, body: { success: false, message: 'Forbidden' } })).toBe('refused');
  });

  it("keeps the server's field errors on the error", async () => {
    const errors = [{ path: 'mobile', message: 'Mobile number already registered' }];
    mockFetch({ status: 409, body: { success: false, message: errors[0]?.message, errors } });
    const error = await api.post('/auth/student/signup', {}).catch((e: unknown) => e);
    expect((error as ApiError).fieldErrors).toEqual(errors);
  });
});

describe("the client's types, from the contract's API_DATA", () => {
  it('types each call by its method and path, filled-in ids and query strings included', () => {
    expectTypeOf<DataOf<'GET', '/auth/me'>>().toEqualTypeOf<User>();
    expectTypeOf<DataOf<'GET', `/tests/${string}`>>().toEqualTypeOf<TestDetail>();
    expectTypeOf<DataOf<'GET', `/tests?${string}`>>().toEqualTypeOf<TestPage>();
    expectTypeOf<DataOf<'PUT', `/admin/questions/${string}`>>().toEqualTypeOf<AdminQuestion>();
  });

  it('prefers the narrowest path: /bulk over /{id}, /{id}/password over /{id}', () => {
    expectTypeOf<DataOf<'DELETE', '/admin/questions/bulk'>>().toEqualTypeOf<DeletedCount>();
    expectTypeOf<DataOf<'PUT', `/admin/users/${string}/password`>>().toEqualTypeOf<null>();
  });

  it('refuses a path the contract does not have', () => {
    expectTypeOf<'/no-such-route'>().not.toExtend<ApiPath<'GET'>>();
    expectTypeOf<'/auth/me'>().not.toExtend<ApiPath<'POST'>>();
  });
});
