import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeMsg91Sms } from './msg91';

type Seen = { url: string; method: string; headers: IncomingHttpHeaders };
let server: Server;
let baseUrl: string;
const seen: Seen[] = [];
let answer = { status: 200, body: { type: 'success', request_id: 'abc' } as Record<string, unknown> };

beforeAll(async () => {
  server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', method: req.method ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      res.statusCode = answer.status;
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => void server.close());

it('sends the code through the MSG91 OTP API with the auth key and the template', async () => {
  const sms = makeMsg91Sms({ baseUrl, authKey: 'key-123', templateId: 'tmpl-9' });
  await sms.sendOtp('9876543210', '482913');
  const request = seen.at(-1);
  expect(request?.method).toBe('POST');
  expect(request?.headers.authkey).toBe('key-123');
  const url = new URL(request?.url ?? '', baseUrl);
  expect(url.pathname).toBe('/api/v5/otp');
  expect(Object.fromEntries(url.searchParams)).toEqual({
    template_id: 'tmpl-9',
    mobile: '919876543210',
    otp: '482913',
  });
});

it('fails loudly when MSG91 refuses', async () => {
  answer = { status: 401, body: { type: 'error', message: 'Invalid authkey' } };
  const sms = makeMsg91Sms({ baseUrl, authKey: 'bad', templateId: 'tmpl-9' });
  await expect(sms.sendOtp('9876543210', '111111')).rejects.toThrow(/Invalid authkey/);
});
