import fc from 'fast-check';

/** The part of an OpenAPI (JSON Schema) node the generators read. */
export type SchemaNode = {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  minimum?: number;
  maximum?: number;
  nullable?: boolean;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
};

/** Strings PostgreSQL or the schemas choke on: NUL, lone surrogates, injection-looking text, huge text. */
const hostileString = fc.oneof(
  fc.constantFrom('\u0000', 'a\u0000b', '\ud800', 'x\udfffy', '\udc00\ud800', '', ' ', "'; drop table users; --", '🙂'),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)), maxLength: 20 }),
  fc.constantFrom(1_000, 1_000, 20_001, 300_000).map((n) => 'a'.repeat(n)),
);

/** Integers beyond PostgreSQL's integer, negatives, fractions, extremes. */
const hostileNumber = fc.oneof(
  fc.constantFrom(2 ** 31, 2 ** 31 - 1, 2 ** 32, 2 ** 53, 2 ** 63, -1, -(2 ** 31) - 1, 0.5, 1e308, -1e308, 0, 1e-7),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Dates outside PostgreSQL's range, invalid dates and not dates at all. */
const hostileDate = fc.oneof(
  fc.constantFrom(
    '0001-01-01T00:00:00Z',
    '-271821-04-20T00:00:00.000Z',
    '+275760-09-13T00:00:00.000Z',
    '9999-12-31',
    '1900-01-01',
    '2024-02-30',
    'not a date',
    8.64e15,
    -8.64e15,
  ),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
);

const wrongType = fc.oneof(fc.constantFrom(null, true, [], {}, { $ne: 1 }, [null]), fc.jsonValue({ maxDepth: 2 }));

/** Keys the bulk uploads read from their untyped items. */
const BULK_KEYS = [
  'title',
  'subject',
  'examType',
  'duration',
  'type',
  'level',
  'price',
  'isActive',
  'targetExams',
  'targetExam',
  'questionText',
  'options',
  'correctOption',
  'explanation',
  'name',
  'description',
  'sequence',
] as const;
const VALID_BULK_VALUES = ['Physics', 'easy', 'Free', 'Paid', 60, 1, 0, ['A', 'B', 'C', 'D'], true] as const;

/** Generators for one run: the ids that exist in the database are mixed with random and malformed ones. */
export function makeArbitraries(knownIds: () => string[]) {
  const id = fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((n) => knownIds()[n % knownIds().length] as string) },
    { weight: 1, arbitrary: fc.uuid() },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'not-a-uuid',
        '1',
        '0',
        '-1',
        '00000000-0000-0000-0000-000000000000',
        'x'.repeat(5000),
      ),
    },
    { weight: 1, arbitrary: hostileString },
  );
  const anyHostile: fc.Arbitrary<unknown> = fc.oneof(hostileString, hostileNumber, hostileDate, id, wrongType);
  /** Many copies of one small item (an id, a number, an empty object): item counts past every limit. */
  const huge = fc
    .tuple(fc.constantFrom(501, 2_001, 2_001, 100_000), fc.oneof(fc.uuid(), fc.integer(), fc.constant({})))
    .map(([n, x]) => Array.from({ length: n }, () => x));

  const bulkItem = fc.dictionary(
    fc.constantFrom(...BULK_KEYS),
    fc.oneof(fc.constantFrom(...VALID_BULK_VALUES), anyHostile, fc.array(id, { maxLength: 3 })),
    { maxKeys: BULK_KEYS.length },
  );

  function valueFor(schema: SchemaNode, key = ''): fc.Arbitrary<unknown> {
    const hostile = schema.format === 'uuid' ? id : anyHostile;
    return fc.oneof({ weight: 2, arbitrary: plausible(schema, key) }, { weight: 1, arbitrary: hostile });
  }

  /** A value of the schema's kind (often valid, so that the later fields and the service are reached too). */
  function plausible(schema: SchemaNode, key: string): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.format === 'uuid') return id;
    if (/At$|From$|Until$|^dateOfBirth$/.test(key)) {
      return fc.oneof(hostileDate, fc.constantFrom('2030-01-01T10:00:00.000Z', '2031-01-01T10:00:00.000Z', null));
    }
    switch (schema.type) {
      case 'string':
        return schema.pattern ? fc.stringMatching(new RegExp(schema.pattern)) : fc.oneof(hostileString, fc.string());
      case 'integer':
      case 'number':
        return fc.oneof(hostileNumber, fc.integer({ min: schema.minimum ?? -10, max: 100 }));
      case 'boolean':
        return fc.boolean();
      case 'array':
        return fc.oneof(
          { weight: 4, arbitrary: fc.array(schema.items?.type ? valueFor(schema.items) : bulkItem, { maxLength: 4 }) },
          { weight: 1, arbitrary: huge },
        );
      case 'object':
        return objectFor(schema);
      default:
        return anyHostile;
    }
  }

  /** A value the schema accepts, so that one hostile field among valid ones reaches the service and the database. */
  function valid(schema: SchemaNode, key: string): fc.Arbitrary<unknown> {
    if (schema.enum) return fc.constantFrom(...schema.enum);
    if (schema.format === 'uuid') return fc.nat().map((n) => knownIds()[n % knownIds().length]);
    if (/At$|From$|Until$/.test(key)) return fc.constantFrom('2030-01-01T10:00:00.000Z', '2031-01-01T10:00:00.000Z');
    if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
    if (schema.type === 'string') return fc.constantFrom('Physics', 'A sensible text of some length', 'SAVE20');
    if (schema.type === 'integer' || schema.type === 'number') {
      return fc.integer({ min: Math.max(schema.minimum ?? 0, 0) + 1, max: 100 });
    }
    if (schema.type === 'boolean') return fc.boolean();
    if (schema.type === 'array')
      return fc.array(schema.items ? valid(schema.items, '') : bulkItem, { minLength: 1, maxLength: 4 });
    if (schema.type === 'object') {
      const entries = Object.entries(schema.properties ?? {}).map(([k, node]) =>
        valid(node, k).map((v) => [k, v] as const),
      );
      return fc.tuple(...entries).map((pairs) => Object.fromEntries(pairs));
    }
    return fc.constantFrom('Physics', 60, true);
  }

  /** Every field valid but one, which is hostile. */
  function oneHostileField(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
    const keys = Object.keys(schema.properties ?? {});
    if (keys.length === 0) return fc.constant({});
    return fc
      .tuple(valid(schema, ''), fc.constantFrom(...keys), anyHostile)
      .map(([base, key, value]) => ({ ...(base as Record<string, unknown>), [key]: value }));
  }

  /** Required fields usually present, optional ones sometimes, and now and then a field nobody asked for. */
  function objectFor(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
    return fc.oneof(randomFields(schema), oneHostileField(schema));
  }

  function randomFields(schema: SchemaNode): fc.Arbitrary<Record<string, unknown>> {
    const fields = Object.entries(schema.properties ?? {}).map(([key, node]) =>
      fc
        .tuple(fc.integer({ min: 0, max: 9 }), valueFor(node, key))
        .map(
          ([dice, value]) => ((schema.required ?? []).includes(key) ? dice < 9 : dice < 5) && ([key, value] as const),
        ),
    );
    const extra = fc.option(fc.tuple(fc.constantFrom('__proto__', 'role', 'isAdmin', 'extra'), anyHostile));
    return fc.tuple(fc.tuple(...fields), extra).map(([entries, more]) => {
      const body = Object.fromEntries(entries.filter((e) => e !== false));
      if (more) Object.defineProperty(body, more[0], { value: more[1], enumerable: true });
      return body;
    });
  }

  /** A query value as it goes on the wire: percent-encoded text, or bytes that are not UTF-8 at all. */
  const queryValue = (schema: SchemaNode) =>
    fc.oneof(
      valueFor(schema).map((v) => encode(typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))),
      fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', '2147483648', '1e309', '-1', '1.5', 'a,b,%00'),
    );

  return { id, valueFor, plausible, queryValue, anyHostile };
}

/** Percent-encodes text; a lone surrogate (which encodeURIComponent refuses) goes as its raw code unit escape. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return escape(text);
  }
}
