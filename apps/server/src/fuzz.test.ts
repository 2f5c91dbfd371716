import { hasForbiddenCharacters, MSG } from '@mockprep/contract';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin } from '../test/admin';
import { testApp } from '../test/app';
import { encode, makeArbitraries, type SchemaNode } from '../test/fuzz-arbitraries';
import { existingIds, makeFingerprint } from '../test/fuzz-database';
import { makeResponseCheck } from '../test/response-check';

/**
 * Walks every operation of the OpenAPI document as anonymous, student and admin with hostile bodies, queries and
 * ids: never a 5xx, every answer one its operation declares (status and body), and a 4xx changed nothing. FUZZ_RUNS sets the total request count.
 */
const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000);
const SEED = Number(process.env.FUZZ_SEED ?? 13);
const SECRET = 'fuzz-admin-secret';

type Operation = {
  method: string;
  path: string;
  body?: SchemaNode;
  query: [string, SchemaNode][];
  hasPathId: boolean;
};
type Actor = 'anonymous' | 'student' | 'admin';

const carriesBadText = (value: unknown): boolean =>
  typeof value === 'string'
    ? hasForbiddenCharacters(value)
    : typeof value === 'object' && value !== null && Object.values(value).some(carriesBadText);

/** A failure as a short line: long runs of one character (huge generated strings) folded. */
const shorten = (text: string) => text.replace(/(.)\1{40,}/g, (run, c) => `${c}×${run.length}`).slice(0, 1500);

describe('hostile input on every operation', () => {
  let t: Awaited<ReturnType<typeof testApp>>;
  let operations: Operation[];
  let fingerprint: () => Promise<Record<string, string>>;
  let checkResponse: ReturnType<typeof makeResponseCheck>;
  let ids: string[] = [];
  const tokens: Partial<Record<Actor, string>> = {};

  const signIn = async (actor: Actor) => {
    if (actor === 'student') tokens.student = (await t.signup()).token;
    if (actor === 'admin') tokens.admin = (await makeAdmin(t, SECRET)).token;
  };

  beforeAll(async () => {
    // Google sign-in configured (credentials are refused offline, the key set on a closed port), so it is walked too.
    t = await testApp({
      ADMIN_SIGNUP_SECRET: SECRET,
      MAINTENANCE_SECONDS: '0',
      GOOGLE_CLIENT_ID: 'fuzz.apps.googleusercontent.com',
      GOOGLE_JWKS_URL: 'http://127.0.0.1:9/certs',
    });
    await t.app.ready();
    const [exam] = await t.createTargetExams(2);
    await t.createTest({ targetExamIds: exam ? [exam.id] : [] });
    await t.createTest({ type: 'Paid', pricePaise: 49_900 });
    await t.createPromo();
    await signIn('student');
    await signIn('admin');
    fingerprint = await makeFingerprint(t.db);
    const doc = t.app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: SchemaNode }> };
            parameters?: { in: string; name: string; schema: SchemaNode }[];
          }
        >
      >;
    };
    checkResponse = makeResponseCheck(doc as Parameters<typeof makeResponseCheck>[0]);
    operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, op]) => ({
        method: method.toUpperCase(),
        path,
        body: op.requestBody?.content['application/json']?.schema,
        query: (op.parameters ?? [])
          .filter((p) => p.in === 'query')
          .map((p) => [p.name, p.schema] as [string, SchemaNode]),
        hasPathId: path.includes('{id}'),
      })),
    );
  });
  afterAll(() => t?.close());

  it('answers every operation with a 4xx envelope or a success, and a 4xx changes nothing', async () => {
    const arb = makeArbitraries(() => ids);
    const perOperation = Math.max(1, Math.ceil(TOTAL_RUNS / operations.length));
    const failures: string[] = [];
    for (const op of operations) {
      ids = await existingIds(t.db);
      const request = fc.record({
        actor: fc.constantFrom<Actor>('anonymous', 'student', 'admin'),
        id: arb.id,
        body: op.body
          ? fc.oneof(
              { weight: 8, arbitrary: arb.plausible(op.body, '') },
              { weight: 1, arbitrary: arb.valueFor(op.body) },
              { weight: 1, arbitrary: fc.constant(undefined) },
            )
          : fc.option(arb.anyHostile, { freq: 4 }),
        query: fc.tuple(
          ...op.query.map(([name, schema]) => fc.option(arb.queryValue(schema)).map((v) => v && `${name}=${v}`)),
        ),
        rawBody: fc.oneof(
          { weight: 15, arbitrary: fc.constant(null) },
          {
            weight: 1,
            arbitrary: fc.constantFrom('{"a":', '\u0000', '[1,2', 'null', '"text"', '{"__proto__":{"x":1}}'),
          },
        ),
      });
      const outcome = await fc.check(
        fc.asyncProperty(request, async (r) => {
          const query = r.query.filter(Boolean).join('&');
          const url = `${op.path.replace('{id}', encode(r.id))}${query ? `?${query}` : ''}`;
          const token = r.actor === 'anonymous' ? undefined : tokens[r.actor];
          const before = await fingerprint();
          const response = await t.app.inject({
            method: op.method as 'GET',
            url,
            payload: r.rawBody ?? (r.body === undefined ? undefined : JSON.stringify(r.body)),
            headers: {
              ...(token ? { authorization: `Bearer ${token}` } : {}),
              ...(r.rawBody !== null || r.body !== undefined ? { 'content-type': 'application/json' } : {}),
            },
          });
          const where = `${op.method} ${url.slice(0, 300)} as ${r.actor}`;
          expect(response.statusCode, `${where}: ${response.body.slice(0, 300)}`).toBeLessThan(500);
          // An export's success is its file (API_FILES); its refusals are JSON like every other answer.
          if (String(response.headers['content-type']).startsWith('text/csv')) {
            expect(response.statusCode, where).toBe(200);
            return;
          }
          const body = response.json();
          const problem = checkResponse(op.method, url, response.statusCode, body);
          if (problem) throw new Error(`${where}: ${problem}`);
          if (response.statusCode < 400) return;
          expect(body, where).toMatchObject({ success: false, message: expect.any(String) });
          // (Fastify refuses a URL that is not UTF-8 before routing, and a __proto__ key as it parses the body.)
          const parsed =
            op.body &&
            r.rawBody === null &&
            r.body !== undefined &&
            !url.includes('%u') &&
            !JSON.stringify(r.body).includes('"__proto__"');
          if (response.statusCode === 400 && parsed && carriesBadText(r.body))
            expect(body.message, where).toBe(MSG.textNotAllowed);
          expect(await fingerprint(), `${where} changed the database`).toEqual(before);
          // A request may end the actor's session (logout, a blocked or deleted account): sign in again.
          if (token && (response.statusCode === 401 || body.message === MSG.accountBlocked)) await signIn(r.actor);
        }),
        { seed: SEED, numRuns: perOperation, endOnFailure: true },
      );
      if (outcome.failed) failures.push(shorten(String((outcome.errorInstance as Error)?.message ?? outcome)));
    }
    expect(failures).toEqual([]);
  }, 600_000);
});
