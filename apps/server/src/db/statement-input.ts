import { type SQLWrapper, sql } from 'drizzle-orm';

/**
 * How a statement builder reads its inputs: as bound values for a statement run once, or as placeholders for one
 * prepared once and run with different values (`prefixed` names the values to match). One builder serves both.
 */
export type Input<T> = (key: keyof T & string) => SQLWrapper;

export const valuesOf =
  <T extends Record<string, unknown>>(values: T): Input<T> =>
  (key) =>
    sql.param(values[key]);

export const placeholdersOf =
  <T>(prefix: string): Input<T> =>
  (key) =>
    sql.placeholder(`${prefix}${key}`);

export const prefixed = (prefix: string, values: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(values).map(([key, value]) => [`${prefix}${key}`, value]));
