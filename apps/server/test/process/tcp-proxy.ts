import { connect, createServer, type Server, type Socket } from 'node:net';

/** A TCP relay to `target` that a test can take down (connections refused, open ones reset) and bring back. */
export async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | null = null;
  let port = 0;

  async function listen() {
    server = createServer((client) => {
      const upstream = connect(target.port, target.host);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((done) => server?.listen(port, '127.0.0.1', done));
    const address = server.address();
    if (address && typeof address === 'object') port = address.port;
  }

  await listen();
  return {
    port,
    /** Refuses new connections and resets every open one. */
    async down() {
      const closed = new Promise<void>((done) => server?.close(() => done()));
      for (const socket of sockets) socket.resetAndDestroy();
      await closed;
    },
    up: listen,
  };
}
