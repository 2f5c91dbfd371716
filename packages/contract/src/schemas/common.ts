import { z } from 'zod';
import { MOBILE_LENGTH } from '../constants';
import { formatCount } from '../format';
import { MSG } from '../messages';

export const Id = z.uuid({ error: 'Invalid id' });
export const IdParams = z.object({ id: Id });

export const Mobile = z
  .string({ error: MSG.mobileRequired })
  .trim()
  .min(1, MSG.mobileRequired)
  .regex(new RegExp(`^\\d{${MOBILE_LENGTH}}$`), MSG.mobileDigits);

/** Optional email: blank means none. */
export const OptionalEmail = z
  .string()
  .max(254, MSG.emailInvalid)
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email({ error: MSG.emailInvalid }).nullable());

/** Bounds of every text, number, date and list a request carries, so the database never sees what it cannot hold. */
export const INPUT_LIMITS = {
  /** Characters. */
  name: 100,
  label: 200,
  code: 50,
  text: 2_000,
  longText: 20_000,
  token: 4_096,
  /** Rupees, minutes, positions and counts stay far inside PostgreSQL's integer. */
  amount: 1_000_000,
  minutes: 10_000,
  count: 1_000_000,
  options: 20,
  /** Ids in one list (a test's questions, a promo code's tests). */
  ids: 2_000,
  firstYear: 2000,
  lastYear: 2100,
} as const;

export const tooLongMessage = (max: number) => `Text is too long: at most ${formatCount(max)} characters`;
export const tooLargeMessage = (max: number) => `Number is too large: at most ${formatCount(max)}`;
export const DATE_RANGE_MESSAGE = `Dates must be between ${INPUT_LIMITS.firstYear} and ${INPUT_LIMITS.lastYear}`;

/** A string of at most `max` characters. */
export const text = (max: number, params?: Parameters<typeof z.string>[0]) =>
  z.string(params).max(max, tooLongMessage(max));

/** How a date a request sends as text is documented (zod cannot describe a coerced date by itself). */
export const DATE_TIME = { type: 'string', format: 'date-time' } as const;

/** Whether a date lies within the years the product stores. */
export const inDateRange = (date: Date) =>
  date.getUTCFullYear() >= INPUT_LIMITS.firstYear && date.getUTCFullYear() <= INPUT_LIMITS.lastYear;

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;
/** NUL (which PostgreSQL text cannot hold) or half of a UTF-16 surrogate pair: refused in any request. */
export const hasForbiddenCharacters = (value: string) => value.includes('\u0000') || LONE_SURROGATE.test(value);
