import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';

/**
 * On SIGTERM or SIGINT: stop accepting, let the requests in flight finish while idle keep-alive connections close,
 * close the database and exit 0, all well inside an orchestrator's usual 30 s grace (connections still busy after
 * `graceMs` are cut).
 */
export function closeOnSignals(app: FastifyInstance, database: Database, graceMs = 8000) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, shutting down`);
    const cut = setTimeout(() => app.server.closeAllConnections(), graceMs);
    cut.unref();
    await app.close();
    clearTimeout(cut);
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}
