import { IdParams, SaveAnswersBody, SubmitAttemptBody } from '@mockprep/contract';
import fc from 'fast-check';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { compiledCheck, validatorCompiler } from './compiled-validation';

type Outcome = { value?: unknown; error?: unknown };

/** Both compilers of a schema, as the routes that use the compiled one call them (a body part). */
function both(schema: z.ZodType) {
  const route = { schema, method: 'PUT', url: '/x', httpPart: 'body' };
  const compiled = validatorCompiler({ ...route, schema: compiledCheck(schema) }) as (data: unknown) => Outcome;
  const zod = zodValidatorCompiler(route) as (data: unknown) => Outcome;
  return { compiled, zod };
}

/** A value of any JSON type, small: what a hostile client could put in any field. */
const anyJson = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  fc.integer({ min: -5, max: 2_000_000_001 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer({ min: -2, max: 25 }), { maxLength: 3 }),
  fc.constant({}),
);
/** Mostly a well-formed value, sometimes any JSON value at all. */
const mostly = <T>(valid: fc.Arbitrary<T>) =>
  fc.oneof({ arbitrary: valid, weight: 12 }, { arbitrary: anyJson, weight: 1 });
const uuid = fc.oneof(
  { arbitrary: fc.uuid(), weight: 20 },
  fc.constantFrom('0193a0a0-0000-7000-8000-00000000000', 'not-an-id', ''),
);
const optionIndex = fc.oneof({ arbitrary: fc.integer({ min: 0, max: 20 }), weight: 20 }, fc.constantFrom(-1, 21, 1.5));
/** An answer: each field sometimes missing, out of range or of another type, sometimes joined by a stranger. */
const answer = fc.record(
  {
    question: mostly(uuid),
    selectedOption: mostly(fc.oneof(optionIndex, fc.constant(null))),
    selectedOptions: mostly(fc.array(optionIndex, { maxLength: 4 })),
    numericAnswer: mostly(fc.oneof(fc.double({ min: -2e9, max: 2e9, noNaN: true }), fc.constant(null))),
    timeSpent: mostly(
      fc.oneof({ arbitrary: fc.integer({ min: 0, max: 1_000_000 }), weight: 20 }, fc.constantFrom(-1, 2.5)),
    ),
    extra: anyJson,
  },
  { requiredKeys: ['question'] },
);
const body = mostly(
  fc.record(
    {
      answers: mostly(fc.array(answer, { maxLength: 4 })),
      seq: mostly(fc.integer({ min: -1, max: 2_000_000_001 })),
      timeTaken: mostly(fc.double({ min: -1, max: 2_000_000, noNaN: true })),
      more: anyJson,
    },
    { requiredKeys: ['answers', 'seq'] },
  ),
);

/** The same answer from both: an equal value, or an equal error. */
function expectSame({ compiled, zod }: ReturnType<typeof both>, input: unknown) {
  const expected = zod(structuredClone(input));
  const actual = compiled(structuredClone(input));
  expect(actual.value).toEqual(expected.value);
  expect(actual.error).toEqual(expected.error);
}

describe('the compiled accept path', () => {
  it.each([
    ['an autosave body', SaveAnswersBody],
    ['a submit body', SubmitAttemptBody],
  ])('answers %s as zod does, valid or not', (_, schema) => {
    const validators = both(schema);
    fc.assert(
      fc.property(body, (input) => expectSame(validators, input)),
      { numRuns: 3000, seed: 7 },
    );
  });

  it("answers an attempt's id as zod does", () => {
    const validators = both(IdParams);
    fc.assert(
      fc.property(fc.record({ id: fc.oneof(uuid, anyJson) }, { requiredKeys: [] }), (input) =>
        expectSame(validators, input),
      ),
      { numRuns: 500, seed: 7 },
    );
  });

  it('takes a valid body as it is, its defaults filled and its strangers dropped', () => {
    const { compiled } = both(SaveAnswersBody);
    const question = '0193a0a0-0000-7000-8000-000000000000';
    const input = { seq: 3, answers: [{ question, note: 'x' }], extra: true };
    const outcome = compiled(input);
    expect(outcome.value).toBe(input);
    expect(input).toEqual({ seq: 3, answers: [{ question, selectedOption: null, timeSpent: 0 }] });
  });

  it('leaves a schema not marked to zod alone: the input is not changed in place', () => {
    const id = '0193a0a0-0000-7000-8000-000000000000';
    const input = { id, extra: true };
    const route = { schema: IdParams.extend({}), method: 'GET', url: '/x', httpPart: 'params' };
    const outcome = validatorCompiler(route)(input) as Outcome;
    expect(outcome.value).toEqual({ id });
    expect(input).toEqual({ id, extra: true });
  });

  it("leaves a refused body's error to zod", () => {
    const { compiled } = both(SaveAnswersBody);
    const outcome = compiled({
      seq: 1,
      answers: [{ question: '0193a0a0-0000-7000-8000-000000000000', selectedOption: 'b' }],
    });
    expect(JSON.stringify(outcome.error)).toContain('selectedOption must be a number or null');
  });
});
