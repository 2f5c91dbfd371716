import { send } from './http';
import { EndpointStats } from './stats';

/**
 * A client of the closed loop: its token, the attempt (with its question ids) it autosaves into, and the seq of its
 * last autosave, carried from one loop to the next (a save older than the stored one would take the server's slower
 * path of a stale seq).
 */
export type LoopClient = { token: string; attemptId: string; questionIds: string[]; seq: number };

/**
 * Closed-loop autosave capacity: every client sends its next autosave (all its answers, seq + 1) as soon as the
 * previous one is answered, for `seconds`. Returns the latencies and errors; `throughput()` is the capacity.
 */
export async function closedLoop(baseUrl: string, clients: LoopClient[], seconds: number, signal: AbortSignal) {
  const stats = new EndpointStats('PUT /api/attempts/:id/answers (closed loop)');
  const deadline = performance.now() + seconds * 1000;
  await Promise.all(
    clients.map(async (client) => {
      const answers = client.questionIds.map((question, i) => ({ question, selectedOption: i % 4, timeSpent: 10 }));
      while (performance.now() < deadline && !signal.aborted) {
        client.seq += 1;
        const seq = client.seq;
        const sentAt = performance.now();
        try {
          const { status, text } = await send(`${baseUrl}/api/attempts/${client.attemptId}/answers`, {
            method: 'PUT',
            headers: { authorization: `Bearer ${client.token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ answers, seq }),
          });
          stats.record(
            sentAt,
            performance.now() - sentAt,
            status >= 200 && status < 300 ? undefined : `HTTP ${status}: ${text}`,
          );
        } catch (error) {
          if (signal.aborted) return;
          stats.record(sentAt, performance.now() - sentAt, `network: ${(error as Error).message}`);
        }
      }
    }),
  );
  return stats;
}
