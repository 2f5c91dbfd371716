import { hasForbiddenCharacters, MSG } from '@mockprep/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Walks every request on the busiest routes (an autosave's 50 answers): arrays by index and objects by `for…in`, not
 * `Object.entries`, whose pair per key cost an autosave body three times as much.
 */
function carriesBadText(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return hasForbiddenCharacters(value);
  if (typeof value !== 'object' || value === null || depth > 32 || Buffer.isBuffer(value)) return false;
  if (Array.isArray(value)) return value.some((item) => carriesBadText(item, depth + 1));
  for (const key in value) {
    if (hasForbiddenCharacters(key) || carriesBadText((value as Record<string, unknown>)[key], depth + 1)) return true;
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
