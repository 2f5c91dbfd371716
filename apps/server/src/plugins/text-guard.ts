import { hasForbiddenCharacters, MSG } from '@mockprep/contract';
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/http-error';

/**
 * Walks a value: arrays by index and objects by `for…in`, not `Object.entries`, whose pair per key cost an
 * autosave body three times as much.
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

/**
 * Refuses, before any schema runs, a body, query or path carrying text no column can store. A JSON body is checked
 * as it is parsed, and walked only when its text holds a `\u` escape: JSON text has no raw NUL, and decoding UTF-8
 * leaves no lone surrogate, so only an escape can bring either (an autosave's 50 answers are 200 strings to walk).
 */
export function registerTextGuard(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, text: string, done) => {
    parseJson(request, text, (error, body) => {
      if (!error && text.includes('\\u') && carriesBadText(body)) {
        done(new HttpError(400, MSG.textNotAllowed), undefined);
      } else {
        done(error, body);
      }
    });
  });
  // A callback hook: an async one costs every request a promise and a microtask.
  app.addHook('preValidation', (request, _reply, done) => {
    const textBody = typeof request.body === 'string' && hasForbiddenCharacters(request.body);
    const refused = textBody || carriesBadText(request.params) || carriesBadText(request.query);
    done(refused ? new HttpError(400, MSG.textNotAllowed) : undefined);
  });
}
