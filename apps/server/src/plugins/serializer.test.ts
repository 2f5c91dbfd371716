import { PublicQuestion, User } from '@mockprep/contract';
import { Ajv } from 'ajv';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { testApp } from '../../test/app';
import { ok } from '../lib/envelope';
import { routeDocs } from '../lib/route-docs';
import { serializerCompiler } from './serializer';

const doc = routeDocs('Support');
const user: User = {
  _id: '5f0c6a52-8a39-4f4e-9d51-0f3e4c1a2b3c',
  name: 'Asha Verma',
  mobile: '9876543210',
  email: null,
  role: 'user',
  photo: null,
  isBlocked: false,
  targetExam: null,
  targetExams: [],
  dateOfBirth: null,
  gender: 'prefer-not-to-say',
  address: { street: '', city: '', state: '', country: '', postalCode: '' },
  educationQualification: 'other',
  isEmailVerified: false,
  isMobileVerified: true,
  hasPassword: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  notificationSettings: {
    emailNotifications: true,
    smsNotifications: true,
    testReminders: true,
    resultNotifications: true,
    promotionalEmails: false,
  },
  language: 'en',
};
const question: PublicQuestion = {
  _id: '6a1d7b63-9b4a-4a5f-8e62-1a4f5d2b3c4d',
  questionText: 'Which gas is released during photosynthesis?',
  options: ['Carbon dioxide', 'Nitrogen', 'Oxygen', 'Hydrogen'],
  type: 'single',
  hi: null,
  image: null,
  optionImages: [],
  subject: 'General Science',
  level: 'easy',
};

/** Routes planted in a test app: each returns more than its schema declares, or answers off its contract. */
describe('answers written through their schemas', () => {
  let t: Awaited<ReturnType<typeof testApp>>;

  beforeAll(async () => {
    t = await testApp();
    const planted = (operationId: string, data: z.ZodType, handler: () => unknown) =>
      t.app.get(
        `/api/planted/${operationId}`,
        { schema: doc({ operationId, summary: operationId, access: 'public', data }) },
        async () => ok(handler()),
      );
    // A forgotten select: the row's hash and the question's key ride along.
    planted('userWithHash', User, () => ({ ...user, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA' }));
    planted('questionWithKey', z.array(PublicQuestion), () => [{ ...question, correctOption: 2, explanation: 'O2' }]);
    planted('wrongRole', User, () => ({ ...user, role: 'teacher' }));
    t.app.get(
      '/api/planted/undeclaredStatus',
      { schema: doc({ operationId: 'undeclaredStatus', summary: 'undeclared', access: 'public', data: User }) },
      async (_req, reply) => {
        reply.status(202 as 200); // a status the schema does not declare
        return ok(user);
      },
    );
  });
  afterAll(() => t?.close());

  it('drop a field the schema does not declare: no password hash leaves the server', async () => {
    const res = await t.call<Record<string, unknown>>('GET', '/api/planted/userWithHash');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual(user);
    expect(JSON.stringify(res.body)).not.toContain('argon2id');
  });

  it('drop an answer key a public question does not declare', async () => {
    const res = await t.call<Record<string, unknown>[]>('GET', '/api/planted/questionWithKey');
    expect(res.body.data).toEqual([question]);
    expect(res.body.data[0]).not.toHaveProperty('correctOption');
  });

  it('fail the calling test when a body is off its schema', async () => {
    await expect(t.call('GET', '/api/planted/wrongRole')).rejects.toThrow(
      /GET \/api\/planted\/wrongRole answered 200 with a body off its schema: .*role/,
    );
  });

  it('fail the calling test when a status is not declared', async () => {
    await expect(t.call('GET', '/api/planted/undeclaredStatus')).rejects.toThrow(
      'GET /api/planted/undeclaredStatus answered 202, a status its operation does not declare',
    );
  });
});

it('compiles the checks that choose a union branch when the serializer is built, not on the first answer', () => {
  const schema = z.object({
    item: z.union([
      z.object({ kind: z.literal('a'), a: z.number() }),
      z.object({ kind: z.literal('b'), b: z.string() }),
    ]),
  });
  const serialize = serializerCompiler({ schema, method: 'GET', url: '/union', httpStatus: '200' });
  // Ajv's compilation of a schema it was handed, which fast-json-stringify otherwise leaves to the first use.
  const compiles = vi.spyOn(Ajv.prototype as unknown as { _compileSchemaEnv: () => unknown }, '_compileSchemaEnv');
  expect(serialize({ item: { kind: 'b', b: 'x' } })).toBe('{"item":{"kind":"b","b":"x"}}');
  expect(compiles).not.toHaveBeenCalled();
  compiles.mockRestore();
});
