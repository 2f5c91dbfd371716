import { setTimeout as sleep } from 'node:timers/promises';
import { EndpointStats } from '../lib/stats';

const REQUEST_TIMEOUT_MS = 60_000;

/** What one answer held: its items (page entries, or the whole array) and its JSON size. */
export type Shape = { paged: boolean; items: number; bytes: number; nextCursor: string | null };

/** `data` as a page (`{ entries, nextCursor }`), as an array ("not paged"), or any other object (one item). */
function shapeOf(data: unknown, bytes: number): Shape {
  if (Array.isArray(data)) return { paged: false, items: data.length, bytes, nextCursor: null };
  const page = data as { entries?: unknown; nextCursor?: unknown };
  if (Array.isArray(page?.entries)) {
    const nextCursor = typeof page.nextCursor === 'string' ? page.nextCursor : null;
    return { paged: true, items: page.entries.length, bytes, nextCursor };
  }
  return { paged: true, items: 1, bytes, nextCursor: null };
}

/**
 * One GET with a bearer token, timed into `stats`: its shape, or undefined on an error (non-2xx, network, no
 * answer within 60 s). The timeout is a plain timer: on Node 20 a fetch given AbortSignal.any([.., timeout]) was
 * seen waiting for minutes.
 */
export async function timedGet(
  baseUrl: string,
  path: string,
  token: string,
  stats: EndpointStats,
  signal: AbortSignal,
): Promise<Shape | undefined> {
  const sentAt = performance.now();
  const request = new AbortController();
  const timer = setTimeout(
    () => request.abort(new Error(`no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    REQUEST_TIMEOUT_MS,
  );
  const stop = () => request.abort(signal.reason);
  signal.addEventListener('abort', stop, { once: true });
  try {
    const response = await fetch(baseUrl + path, {
      headers: { authorization: `Bearer ${token}` },
      signal: request.signal,
    });
    const text = await response.text();
    const ms = performance.now() - sentAt;
    if (!response.ok) {
      stats.record(sentAt, ms, `HTTP ${response.status} GET ${path}: ${text}`);
      return undefined;
    }
    stats.record(sentAt, ms);
    return shapeOf((JSON.parse(text) as { data: unknown }).data, Buffer.byteLength(text));
  } catch (error) {
    if (signal.aborted) throw error;
    const reason = request.signal.aborted ? (request.signal.reason as Error).message : (error as Error).message;
    stats.record(sentAt, performance.now() - sentAt, `GET ${path}: ${reason}`);
    return undefined;
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', stop);
  }
}

/** `path` with `cursor` set (or replaced). */
export const withCursor = (path: string, cursor: string) => {
  const url = new URL(path, 'http://x');
  url.searchParams.set('cursor', cursor);
  return url.pathname + url.search;
};

/**
 * The path of the page reached by following `nextCursor` `pages` times from the first (fewer when the list ends
 * first), and how many pages were followed; null when the list is not paged.
 */
export async function deepPath(
  baseUrl: string,
  path: string,
  token: string,
  pages: number,
  signal: AbortSignal,
): Promise<{ path: string; followed: number } | null> {
  const scratch = new EndpointStats('follow');
  let current = path;
  let followed = 0;
  let shape = await timedGet(baseUrl, current, token, scratch, signal);
  if (!shape?.paged) return null;
  while (followed < pages && shape?.nextCursor) {
    current = withCursor(path, shape.nextCursor);
    followed += 1;
    shape = await timedGet(baseUrl, current, token, scratch, signal);
  }
  return { path: current, followed };
}

/**
 * `clients` concurrent clients repeat one GET until `requests` were sent or `seconds` passed (every client sends at
 * least one), after one untimed GET each: the figures are the server's steady state, not its first compile of the
 * route or the database's first read of the pages. Returns the latencies and the shape of the last good answer.
 */
export async function hammer(
  baseUrl: string,
  name: string,
  path: string,
  token: string,
  options: { clients: number; requests: number; seconds: number; signal: AbortSignal },
): Promise<{ stats: EndpointStats; shape: Shape | undefined }> {
  const stats = new EndpointStats(name);
  const deadline = performance.now() + options.seconds * 1000;
  let sent = 0;
  let shape: Shape | undefined;
  const warmUp = new EndpointStats(`${name} (warm-up)`);
  await Promise.all(
    Array.from({ length: options.clients }, () => timedGet(baseUrl, path, token, warmUp, options.signal)),
  );
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let mine = 0; sent < options.requests && (mine === 0 || performance.now() < deadline); mine++) {
        if (mine === 0 && client >= options.requests) return;
        sent += 1;
        shape = (await timedGet(baseUrl, path, token, stats, options.signal)) ?? shape;
      }
    }),
  );
  return { stats, shape };
}

/** Runs `step` again and again until `until` resolves, each run after `pauseMs`. */
export async function loopUntil(until: Promise<unknown>, pauseMs: number, step: () => Promise<unknown>) {
  let done = false;
  const stop = () => {
    done = true;
  };
  void until.then(stop, stop);
  while (!done) {
    await step();
    if (pauseMs > 0) await sleep(pauseMs);
  }
}
