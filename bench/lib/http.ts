import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Agent, request } from 'undici';

/**
 * The load generator's HTTP client. It shares the machine with the server, so it must cost little: undici's
 * `request` takes about a fifth of the CPU of `fetch` per request. It asks for compressed answers as a browser
 * does (the server's compression is part of what is measured) and unpacks them.
 */
const agent = new Agent({ connections: null });

export async function send(
  url: string,
  options: { method: string; headers: Record<string, string>; body?: string; signal: AbortSignal },
): Promise<{ status: number; text: string }> {
  const response = await request(url, {
    method: options.method as 'GET',
    headers: { ...options.headers, 'accept-encoding': 'br, gzip' },
    body: options.body,
    signal: options.signal,
    dispatcher: agent,
  });
  const raw = Buffer.from(await response.body.arrayBuffer());
  const encoding = response.headers['content-encoding'];
  const bytes = encoding === 'br' ? brotliDecompressSync(raw) : encoding === 'gzip' ? gunzipSync(raw) : raw;
  return { status: response.statusCode, text: bytes.toString('utf8') };
}
