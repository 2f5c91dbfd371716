import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';

const compiled = new WeakMap<z.ZodType, (data: unknown) => string>();

/**
 * Writes each answer through its response schema with fast-json-stringify: a field the schema does not declare
 * (a password hash, an answer key picked up by a wider select) is dropped, never sent.
 */
export const serializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema }) => {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // A registry of its own: every named schema is inlined, so the compiled schema has no references to resolve.
    const jsonSchema = z.toJSONSchema(schema, {
      io: 'output',
      target: 'draft-7',
      metadata: z.registry(),
      unrepresentable: 'any',
    });
    // The checks that pick a union's branch compiled now, at start-up: left to the first answer that reaches them,
    // each process compiled them during a live mock's first seconds of submissions.
    serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0], { compileValidators: true });
    compiled.set(schema, serialize);
  }
  return serialize;
};
