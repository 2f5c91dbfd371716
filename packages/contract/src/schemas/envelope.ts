import { z } from 'zod';

/** What every successful answer carries besides its data (open: each answer adds `data`). */
export const Success = z
  .object({
    success: z.literal(true),
    /** A sentence to show the user, when the action has one. */
    message: z.string().optional(),
  })
  .loose()
  .meta({ id: 'Success', description: 'The envelope of every successful answer; `data` holds the result.' });

/** The success envelope around `data`: `{ success: true, message?, data }`. */
export const success = <T extends z.ZodType>(data: T) => z.intersection(Success, z.object({ data }).loose());

/** Every failed answer: a readable message, the failing fields of a refused request, the wait of a refused retry. */
export const ErrorBody = z
  .object({
    success: z.literal(false),
    message: z.string(),
    /** One entry per failing field of a refused request (`path` is dotted, empty for the whole body). */
    errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
    /** Seconds to wait before trying again (also sent as the Retry-After header). */
    retryAfter: z.number().int().optional(),
  })
  .meta({ id: 'ErrorBody', description: 'The envelope of every failed answer.' });
export type ErrorBody = z.infer<typeof ErrorBody>;
