import { describe, expect, it } from 'vitest';
import { checkEach, isBlank, isRecord, parseJson } from './bulk';

describe('parseJson', () => {
  it('returns the parsed value of JSON text', () => {
    expect(parseJson('[{"a":1}]')).toEqual({ ok: true, value: [{ a: 1 }] });
    expect(parseJson('null')).toEqual({ ok: true, value: null });
  });

  it.each(['', '{', "[{'a':1}]", 'not json'])('reports %j as not JSON', (text) => {
    expect(parseJson(text)).toEqual({ ok: false });
  });
});

describe('isRecord', () => {
  it.each([
    [{}, true],
    [{ a: 1 }, true],
    [[], false],
    [null, false],
    ['text', false],
    [3, false],
  ])('%j -> %s', (value, expected) => {
    expect(isRecord(value)).toBe(expected);
  });
});

describe('isBlank', () => {
  it.each([
    ['', true],
    ['   ', true],
    [undefined, true],
    [null, true],
    [5, true],
    [' a ', false],
    ['0', false],
  ])('%j -> %s', (value, expected) => {
    expect(isBlank(value)).toBe(expected);
  });
});

describe('checkEach', () => {
  const check = (item: Record<string, unknown>) => (isBlank(item.name) ? ['name missing'] : []);
  const build = (item: Record<string, unknown>) => (item.name as string).trim();

  it('keeps the items without problems, built, in their order', () => {
    expect(checkEach([{ name: ' a ' }, { name: 'b' }], (n) => `Item ${n}: `, check, build)).toEqual({
      valid: ['a', 'b'],
      errors: [],
    });
  });

  it('numbers items from 1, prefixes every problem and drops the item', () => {
    const items = [{ name: 'a' }, { name: '' }, { name: 'c' }, {}];
    const result = checkEach(items, (n) => `Item ${n}: `, check, build);
    expect(result.valid).toEqual(['a', 'c']);
    expect(result.errors).toEqual(['Item 2: name missing', 'Item 4: name missing']);
  });

  it('reports every problem of one item', () => {
    const result = checkEach(
      [{}],
      (n) => `#${n} `,
      () => ['one', 'two'],
      build,
    );
    expect(result).toEqual({ valid: [], errors: ['#1 one', '#1 two'] });
  });

  it('checks an item that is not an object as an empty one', () => {
    const result = checkEach(['text', null, [1]], (n) => `Item ${n}: `, check, build);
    expect(result.valid).toEqual([]);
    expect(result.errors).toEqual(['Item 1: name missing', 'Item 2: name missing', 'Item 3: name missing']);
  });
});
