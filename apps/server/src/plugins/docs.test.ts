import { API_DATA, API_FILES, type ApiOperation } from '@mockprep/contract/api';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../test/app';

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type Document = {
  openapi: string;
  info: Record<string, unknown>;
  servers: unknown[];
  paths: Record<string, Record<string, Operation>>;
};

describe('the OpenAPI document', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let document: Document;
  let operations: Operation[];

  beforeAll(async () => {
    t = await testApp();
    const res = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    document = res.json();
    operations = Object.values(document.paths).flatMap((byMethod) => Object.values(byMethod));
  });
  afterAll(() => t?.close());

  it('is OpenAPI 3.1, described, licensed and with servers, and the same at /api/docs/json', async () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.info).toMatchObject({ description: expect.any(String), license: { name: expect.any(String) } });
    expect(document.servers.length).toBeGreaterThan(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json()).toEqual(document);
  });

  it('names, tags and secures every operation, and types its success and its errors', () => {
    expect(operations.length).toBeGreaterThan(90);
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(operations.length);
    for (const op of operations) {
      expect(op.summary, op.operationId).toEqual(expect.any(String));
      expect(op.tags, op.operationId).toHaveLength(1);
      expect(op.security, op.operationId).toBeDefined();
      const typed = (range: string, media = 'application/json') =>
        Object.entries(op.responses).filter(
          ([status, response]) => status.startsWith(range) && response.content?.[media]?.schema,
        );
      expect(typed('2').length + typed('2', 'text/csv').length, op.operationId).toBeGreaterThan(0);
      expect(typed('4').length, op.operationId).toBeGreaterThan(0);
    }
  });

  it("answers every operation's success with the data the contract's API_DATA gives the clients", () => {
    const successes = Object.entries(document.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => {
        const status = Object.keys(op.responses).find((s) => s.startsWith('2')) ?? '';
        const [media, content] = Object.entries(op.responses[status]?.content ?? {})[0] ?? [];
        return { key: `${method.toUpperCase()} ${path.replace(/^\/api/, '')}`, media, schema: content?.schema };
      }),
    );
    const files = successes.filter((s) => s.media !== 'application/json');
    expect(Object.fromEntries(files.map((s) => [s.key, s.media]))).toEqual(API_FILES);
    const documented = successes
      .filter((s) => s.media === 'application/json')
      .map((s) => [s.key, (s.schema as { allOf: unknown[] }).allOf[1]] as const);
    expect(documented.map(([key]) => key).sort()).toEqual(Object.keys(API_DATA).sort());
    const asDocumented = (key: ApiOperation) =>
      (
        jsonSchemaTransform({
          schema: { response: { 200: z.object({ data: API_DATA[key] }).loose() } },
          url: key,
          openapiObject: { openapi: document.openapi },
        } as never) as { schema: { response: Record<number, unknown> } }
      ).schema.response[200];
    for (const [key, schema] of documented) expect(schema, key).toEqual(asDocumented(key as ApiOperation));
  });

  it('asks for the bearer token exactly where a route needs one', async () => {
    const me = document.paths['/api/auth/me']?.get;
    expect(me?.security).toEqual([{ bearer: [] }]);
    expect(me?.responses['401']).toBeDefined();
    expect((await t.call('GET', '/api/auth/me')).status).toBe(401);
    expect(document.paths['/api/target-exams']?.get?.security).toEqual([]);
  });

  it('generates a typed client with openapi-typescript, as a partner would', async () => {
    const types = astToString(await openapiTS(document as never));
    expect(types).toContain('"/api/attempts/{id}/answers"');
    expect(types).toMatch(/saveAttemptAnswers: \{/);
    expect(types).toMatch(/SaveAnswersResult: \{[^}]*saved: boolean;[^}]*seq: number;/s);
  });
});
