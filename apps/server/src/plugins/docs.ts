import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { API_TAGS } from '../lib/route-docs';

const DESCRIPTION = `The API of MockPrep, a mock-test platform for Indian competitive exams: what the web app uses, open to
partners (coaching institutes importing results, mobile apps, single sign-on).

Every answer is JSON in an envelope: \`{ "success": true, "message"?, "data" }\` on success,
\`{ "success": false, "message", "errors"?, "retryAfter"? }\` on failure, with a matching HTTP status.
Sign in through one of the \`/api/auth\` operations and send the token it returns as \`Authorization: Bearer <token>\`.
Every caller is rate limited per minute (per user when signed in, per address otherwise); a 429 says how long to wait.`;

/** Drops the named schemas no operation reaches (the type provider emits an input and an output twin of each). */
function withoutUnusedComponents<D extends { paths?: unknown; components?: { schemas?: Record<string, unknown> } }>(
  document: D,
): D {
  const schemas = document.components?.schemas ?? {};
  const used = new Set<string>();
  const visit = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(visit);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, value] of Object.entries(node)) {
        if (key === '$ref' && typeof value === 'string') {
          const name = value.replace('#/components/schemas/', '');
          if (!used.has(name)) {
            used.add(name);
            visit(schemas[name]);
          }
        } else visit(value);
      }
    }
  };
  visit(document.paths);
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...document.components, schemas: kept } };
}

/**
 * The OpenAPI 3.1 document, built from the routes' zod schemas (always: the tests check every answer against it).
 * `expose` serves it at /api/openapi.json and /api/docs/json, with the docs UI at /api/docs.
 */
export async function registerDocs(app: FastifyInstance, { expose }: { expose: boolean }) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'MockPrep API',
        version: '1.0.0',
        description: DESCRIPTION,
        license: { name: 'Proprietary: all rights reserved', identifier: 'LicenseRef-MockPrep-Proprietary' },
      },
      servers: [{ url: '/', description: 'The server that serves this document' }],
      tags: [...API_TAGS],
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'The token of a sign-in' },
        },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: (document) => withoutUnusedComponents(jsonSchemaTransformObject(document)),
  });
  if (!expose) return;
  app.get('/api/openapi.json', { schema: { hide: true }, config: { rateLimit: false } }, async () => app.swagger());
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
}
