/**
 * Reads a signed-in first visit starts before the app's code has arrived (apps/web/early-reads.ts builds the
 * script that starts them from `startEarlyReads`). The app's own request for one of them takes its answer instead
 * of asking again once the entry has downloaded and run.
 */

/** Where the started reads wait for the app, on `window`. */
export const EARLY_READS_GLOBAL = '__mockprepEarlyReads';

/** An answer older than this is not used: the app asks again. */
export const EARLY_READ_MAX_AGE_MS = 10_000;

export type EarlyRead = { token: string; at: number; response: Promise<Response> };
type EarlyReads = Record<string, EarlyRead | undefined>;
/** Per route (a pattern of the path), the API paths to read; `$1`… are the pattern's groups. */
export type EarlyReadTable = [pattern: string, paths: string[]][];

/**
 * Runs in the page as it is (serialised into the early script), so it uses nothing from outside its parameters:
 * with a stored token, starts the reads of the route the page opens on, as the API client would send them.
 */
export function startEarlyReads(table: EarlyReadTable, tokenKey: string, global: string, apiBase: string) {
  const token = localStorage.getItem(tokenKey);
  if (!token) return;
  const reads: Record<string, EarlyRead> = {};
  for (const [pattern, paths] of table) {
    const match = new RegExp(pattern).exec(location.pathname);
    if (!match) continue;
    for (const path of paths) {
      const filled = path.replace(/\$(\d)/g, (_, group: string) => match[Number(group)] ?? '');
      const response = fetch(apiBase + filled, {
        headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
      });
      // A failed read is asked again by the app; this one's rejection must not reach the console.
      response.catch(() => undefined);
      reads[filled] = { token, at: performance.now(), response };
    }
    break;
  }
  Object.assign(window, { [global]: reads });
}

/** The early answer to GET `path` for this token, once, while it is fresh; otherwise nothing. */
export function takeEarlyRead(path: string, token: string | null): Promise<Response> | undefined {
  const reads = (window as unknown as Record<string, EarlyReads | undefined>)[EARLY_READS_GLOBAL];
  const read = reads?.[path];
  if (!reads || !read) return undefined;
  delete reads[path];
  if (read.token !== token || performance.now() - read.at > EARLY_READ_MAX_AGE_MS) return undefined;
  return read.response;
}
