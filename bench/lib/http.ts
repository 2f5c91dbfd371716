import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';

/** A request not answered (headers, or the next piece of the body) within this long fails. */
const REQUEST_TIMEOUT_MS = 30_000;

/**
 * The load generator's HTTP client. It shares the machine with the server, so it must cost little: undici's
 * `request` takes about a fifth of the CPU of `fetch` per request, and its timeout is the agent's: an AbortSignal
 * per request would listen to the run's signal (see `until` in load.ts). It asks for compressed answers as a browser
 * does (the server's compression is part of what is measured) and unpacks them.
 */
const agent = new Agent({ connections: null, headersTimeout: REQUEST_TIMEOUT_MS, bodyTimeout: REQUEST_TIMEOUT_MS });

export async function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string },
): Promise<{ status: number; text: string }> {
  const response = await request(url, {
    method: options.method as 'GET',
    headers: { ...options.headers, 'accept-encoding': 'br, gzip' },
    body: options.body,
    dispatcher: agent,
  });
  const raw = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { status: response.statusCode, text: bytes.toString('utf8') };
}
