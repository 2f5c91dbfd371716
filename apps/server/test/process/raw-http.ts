import { connect, type Socket } from 'node:net';

/** A raw connection to the server, to send a request piece by piece and see what comes back and when it closes. */
export async function rawConnection(serverUrl: string) {
  const { hostname, port } = new URL(serverUrl);
  const socket: Socket = connect(Number(port), hostname);
  await new Promise<void>((done) => socket.once('connect', () => done()));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString();
  });
  socket.on('error', () => undefined);
  const opened = performance.now();
  const closed = new Promise<number>((done) => socket.once('close', () => done(performance.now() - opened)));
  return {
    send: (text: string) => new Promise<void>((done) => socket.write(text, () => done())),
    received: () => received,
    /** Milliseconds from opening to the server closing the connection. */
    closed,
    /** Resolves once a whole response (status line, headers and a body of Content-Length) has arrived. */
    response: async (timeoutMs: number) => {
      const started = performance.now();
      while (performance.now() - started < timeoutMs) {
        const [head, body = ''] = received.split('\r\n\r\n');
        const length = Number(/content-length: (\d+)/i.exec(head ?? '')?.[1] ?? Number.NaN);
        if (head?.startsWith('HTTP/1.1') && body.length >= length) return { status: Number(head.slice(9, 12)), body };
        await new Promise((done) => setTimeout(done, 20));
      }
      throw new Error(`no whole response within ${timeoutMs} ms; got: ${received}`);
    },
    destroy: () => socket.destroy(),
  };
}

/** Sends `text` one character at a time, `gapMs` apart, until it is sent or the connection is gone. */
export async function trickle(connection: Awaited<ReturnType<typeof rawConnection>>, text: string, gapMs: number) {
  let gone = false;
  void connection.closed.then(() => {
    gone = true;
  });
  for (const character of text) {
    if (gone) return;
    await connection.send(character);
    await new Promise((done) => setTimeout(done, gapMs));
  }
}
