import type { FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';

/**
 * Admin and reporting work (whole-catalogue pages, searches, exports) runs at most `slots` requests at a time in
 * each process, so it never holds more than that many of the pool's connections: students' requests always find
 * one free. Further admin requests wait their turn; a slot is given back when its response is done or dropped.
 */
export function makeAdminGate(slots: number) {
  const limit = pLimit(slots);
  return (_request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((entered) => {
      void limit(
        () =>
          new Promise<void>((leave) => {
            reply.raw.once('close', () => leave());
            entered();
          }),
      );
    });
}
