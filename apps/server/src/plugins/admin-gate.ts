import { MSG } from '@mockprep/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';
import { HttpError } from '../lib/http-error';

/**
 * Admin and reporting work (whole-catalogue pages, searches, exports) runs at most `slots` requests at a time in
 * each process, so it never holds more than that many of the pool's connections: students' requests always find
 * one free. Further admin requests wait their turn; a slot is given back when its response is done or dropped,
 * and a request whose client left while it waited is dropped without taking one.
 */
export function makeAdminGate(slots: number) {
  const limit = pLimit(slots);
  return (_request: FastifyRequest, reply: FastifyReply) =>
    new Promise<void>((entered, dropped) => {
      let gone = false;
      let leave: (() => void) | undefined;
      reply.raw.once('close', () => {
        gone = true;
        leave?.();
      });
      void limit(() => {
        if (gone) {
          dropped(new HttpError(503, MSG.serviceUnavailable));
          return;
        }
        return new Promise<void>((done) => {
          leave = done;
          entered();
        });
      });
    });
}
