/**
 * The floor an autosave is measured against: bare Fastify and a pg Pool, one INSERT of the body per request (into the
 * floor_saves table the benchmark makes), no auth or checks, in WORKERS processes like the app. Env: DATABASE_URL, WORKERS, DATABASE_POOL_SIZE, PORT, HOST.
 */
import cluster from 'node:cluster';
import Fastify from 'fastify';
import pg from 'pg';

const workers = Number(process.env.WORKERS ?? 1);

if (cluster.isPrimary && workers > 1) {
  let listening = 0;
  cluster.on('listening', (_worker, address) => {
    listening += 1;
    if (listening === workers) console.log(`Floor server is running: http://127.0.0.1:${address.port}`);
  });
  process.on('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
  for (let i = 0; i < workers; i++) cluster.fork();
} else {
  const pool = new pg.Pool({
    connectionString: process.env.DATABASE_URL,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 20),
  });
  const app = Fastify();
  app.put<{ Params: { id: string }; Body: { seq: number } }>('/api/attempts/:id/answers', async (req) => {
    await pool.query('insert into floor_saves (attempt_id, seq, body) values ($1, $2, $3)', [
      req.params.id,
      req.body.seq,
      req.body,
    ]);
    return { success: true, data: { saved: true, seq: req.body.seq, serverNow: new Date().toISOString() } };
  });
  process.on('SIGTERM', () => void app.close().then(() => pool.end().then(() => process.exit(0))));
  const address = await app.listen({ host: process.env.HOST ?? '127.0.0.1', port: Number(process.env.PORT ?? 0) });
  if (cluster.isPrimary) console.log(`Floor server is running: ${address}`);
}
