import { Agent, request } from 'node:http';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { rawConnection, trickle } from './raw-http';
import { type ServerProcess, startServer } from './server-process';

/** One GET over a keep-alive agent, so that its connection stays open and idle afterwards. */
function keepAliveGet(url: string, agent: Agent) {
  return new Promise<number>((done, fail) => {
    request(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => done(response.statusCode ?? 0));
    })
      .on('error', fail)
      .end();
  });
}

describe('SIGTERM', () => {
  let server: ServerProcess | undefined;
  afterEach(() => server?.child.kill('SIGKILL'));

  it('finishes the request in flight, closes idle keep-alive connections and exits 0 within 10 s', async () => {
    server = await startServer({});
    const agent = new Agent({ keepAlive: true });
    expect(await keepAliveGet(`${server.url}/api/health`, agent)).toBe(200);

    const body = JSON.stringify({ mobile: '9000000009', password: 'not-the-password' });
    const inFlight = await rawConnection(server.url);
    await inFlight.send(
      `POST /api/auth/login/password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((done) => setTimeout(done, 300));
    const signalled = performance.now();
    server.child.kill('SIGTERM');
    await new Promise((done) => setTimeout(done, 500));
    await inFlight.send(body.slice(10));

    const answer = await inFlight.response(5_000);
    expect(answer.status).toBe(401);
    expect(await server.exited).toBe(0);
    expect(performance.now() - signalled).toBeLessThan(10_000);
    agent.destroy();
  });
});

describe('slow clients', () => {
  let server!: ServerProcess;
  beforeAll(async () => {
    server = await startServer({ REQUEST_TIMEOUT_SECONDS: '2', HEADERS_TIMEOUT_SECONDS: '1' });
  });
  afterAll(() => server.child.kill('SIGKILL'));

  it('cuts off a body sent a byte at a time once the request timeout has passed', async () => {
    const slow = await rawConnection(server.url);
    await slow.send(
      'POST /api/auth/login/password HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
    );
    void trickle(slow, 'x'.repeat(1000), 300);
    const closedAfter = await slow.closed;
    expect(closedAfter).toBeGreaterThan(1_500);
    expect(closedAfter).toBeLessThan(4_500);
    expect(slow.received()).toMatch(/^HTTP\/1\.1 408/);
  });

  it('cuts off headers sent a byte at a time once the headers timeout has passed', async () => {
    const slow = await rawConnection(server.url);
    void trickle(slow, `GET /api/health HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${'y'.repeat(200)}\r\n\r\n`, 100);
    const closedAfter = await slow.closed;
    expect(closedAfter).toBeLessThan(3_500);
    expect(slow.received()).not.toContain('HTTP/1.1 200');
  });

  it('still serves a client that sends its request at a normal pace', async () => {
    const normal = await rawConnection(server.url);
    await normal.send('GET /api/health HTTP/1.1\r\nHost: localhost\r\n\r\n');
    expect((await normal.response(2_000)).status).toBe(200);
    normal.destroy();
  });
});
