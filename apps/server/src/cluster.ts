import cluster, { type Worker } from 'node:cluster';
import type { FastifyBaseLogger } from 'fastify';
import { announceReady } from './startup';

/** A worker that dies sooner than this after its start is not restarted: something in its start-up is wrong. */
const SHORTEST_LIFE_MS = 5000;

/**
 * The primary of a cluster: forks `count` workers (each runs the whole app with its own pool; node:cluster hands
 * them connections in turn), announces the port once all listen, restarts a worker that dies, and on SIGTERM or
 * SIGINT asks every worker to shut down gracefully (shutdown.ts) and exits when they have.
 */
export function runPrimary(count: number, log: FastifyBaseLogger) {
  let stopping = false;
  let ready = false;
  let listening = 0;
  const startedAt = new Map<Worker, number>();

  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('listening', (worker, address) => {
    log.info(`worker ${worker.process.pid} listening`);
    listening += 1;
    if (!ready && listening === count) {
      ready = true;
      announceReady(String(address.port), log);
    }
  });

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit();
      return;
    }
    if (!ready || lived < SHORTEST_LIFE_MS) {
      log.error(`worker ${worker.process.pid} exited (${signal ?? code}) during start-up; stopping`);
      stopping = true;
      for (const other of startedAt.keys()) other.process.kill('SIGTERM');
      process.exitCode = 1;
      if (startedAt.size === 0) process.exit();
      return;
    }
    log.warn(`worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    listening -= 1;
    fork();
  });

  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received, stopping ${startedAt.size} workers`);
    // SIGTERM whatever came in: a terminal's Ctrl-C has already sent SIGINT to the workers too.
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    // Each worker cuts its connections after its grace; one stuck past that is killed.
    setTimeout(() => {
      for (const worker of startedAt.keys()) worker.process.kill('SIGKILL');
    }, 20_000).unref();
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));

  for (let i = 0; i < count; i++) fork();
}
