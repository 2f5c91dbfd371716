import { z } from 'zod';
import { MOBILE_LENGTH } from '../constants';
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
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v.toLowerCase() : null))
  .pipe(z.email({ error: MSG.emailInvalid }).nullable());

export const Message = z.object({ success: z.literal(true), message: z.string().optional() });

export const ok = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const ErrorBody = z.object({
  success: z.literal(false),
  message: z.string(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  retryAfter: z.number().optional(),
});
export type ErrorBody = z.infer<typeof ErrorBody>;
