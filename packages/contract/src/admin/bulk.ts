/** Result of checking a list item by item: the items that passed and one message per problem. */
export type Checked<T> = { valid: T[]; errors: string[] };

/** Parses JSON text; null when it is not JSON. */
export function parseJson(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

export const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
export const isBlank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/** Runs `check` on each item (numbered from 1); an item with no problems is kept as `build` makes it. */
export function checkEach<T>(
  items: unknown[],
  prefix: (n: number) => string,
  check: (item: Record<string, unknown>) => string[],
  build: (item: Record<string, unknown>) => T,
): Checked<T> {
  const valid: T[] = [];
  const errors: string[] = [];
  items.forEach((raw, i) => {
    const item = isRecord(raw) ? raw : {};
    const problems = check(item);
    if (problems.length === 0) valid.push(build(item));
    else errors.push(...problems.map((p) => `${prefix(i + 1)}${p}`));
  });
  return { valid, errors };
}
