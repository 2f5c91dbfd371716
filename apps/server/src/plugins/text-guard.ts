import { hasForbiddenCharacters, MSG } from '@mockprep/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

function carriesBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value) || depth > 32) return false;
  for (const [key, item] of Object.entries(value)) {
    if (hasForbiddenCharacters(key) || carriesBadText(item, depth + 1)) return true;
  }
  return false;
}

/** Refuses, before any schema runs, a body, query or path carrying text no column can store. */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    if (carriesBadText(request.params) || carriesBadText(request.query) || carriesBadText(request.body)) {
      throw new HttpError(400, MSG.textNotAllowed);
    }
  });
}
