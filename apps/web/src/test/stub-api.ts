import { vi } from 'vitest';

/**
 * Answers each API call by "METHOD /path?query" (the query string as sent), in order for repeated calls (the last
 * answer stays); an unknown call gets a 404. Returns the calls made, with their bodies.
 */
export function stubApi(answers: Record<string, unknown[]>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const key = `${init?.method ?? 'GET'} ${url.replace(/^\/api/, '')}`;
      calls.push(init?.body ? `${key} ${init.body}` : key);
      const queue = answers[key];
      if (!queue?.length)
        return new Response(JSON.stringify({ success: false, message: 'Not found' }), { status: 404 });
      return new Response(JSON.stringify({ success: true, data: queue.length > 1 ? queue.shift() : queue[0] }));
    }),
  );
  return calls;
}
