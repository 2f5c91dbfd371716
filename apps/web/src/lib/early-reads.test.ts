import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../test/render';
import { api } from './api';
import { API_BASE } from './api-base';
import { EARLY_READ_MAX_AGE_MS, EARLY_READS_GLOBAL, type EarlyReadTable, startEarlyReads } from './early-reads';
import { STORAGE_KEYS } from './storage';

const TABLE: EarlyReadTable = [
  ['^/dashboard/?$', ['/auth/me', '/attempts/summary']],
  ['^/test/([^/]+)/?$', ['/auth/me', '/tests/$1']],
];
const start = (path: string) => {
  window.history.replaceState(null, '', path);
  startEarlyReads(TABLE, STORAGE_KEYS.token, EARLY_READS_GLOBAL, API_BASE);
};
const answer = (data: unknown) => ({ body: { success: true, data } });

describe('early reads', () => {
  afterEach(() => {
    Reflect.deleteProperty(window, EARLY_READS_GLOBAL);
    window.history.replaceState(null, '', '/');
    vi.restoreAllMocks();
  });

  it("starts the route's reads with the stored token, and the app's calls take their answers once", async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const fetchMock = mockFetch(answer({ name: 'Asha' }), answer({ title: 'Mock 1' }), answer({ title: 'again' }));
    start('/test/t1');
    expect(fetchMock.mock.calls).toEqual([
      ['/api/auth/me', { headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } }],
      ['/api/tests/t1', { headers: { Accept: 'application/json', Authorization: 'Bearer tok-1' } }],
    ]);

    expect((await api.get('/tests/t1')).data).toEqual({ title: 'Mock 1' });
    expect((await api.get('/auth/me')).data).toEqual({ name: 'Asha' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect((await api.get('/tests/t1')).data).toEqual({ title: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('reads nothing without a stored token or on a route without early reads', () => {
    const fetchMock = mockFetch();
    start('/dashboard');
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    start('/results');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks again when the answer is stale, for another session, or failed', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-1');
    const fetchMock = mockFetch(answer('early me'), answer('early summary'), answer('fresh me'), answer('fresh'));
    const now = vi.spyOn(performance, 'now').mockReturnValue(1_000);
    start('/dashboard');

    now.mockReturnValue(1_000 + EARLY_READ_MAX_AGE_MS + 1);
    expect((await api.get('/auth/me')).data).toBe('fresh me');
    now.mockReturnValue(1_000);
    localStorage.setItem(STORAGE_KEYS.token, 'tok-2');
    expect((await api.get('/attempts/summary')).data).toBe('fresh');
    expect(fetchMock).toHaveBeenCalledTimes(4);

    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('offline')));
    start('/dashboard');
    const refetch = mockFetch(answer('after the failure'));
    expect((await api.get('/auth/me')).data).toBe('after the failure');
    expect(refetch).toHaveBeenCalledOnce();
  });
});
