import { z } from 'zod';
import { ErrorBody } from './envelope';

export const Liveness = z.object({ status: z.literal('ok') }).meta({ id: 'Liveness' });

/** Ready when the database answers and every migration the build ships has been applied. */
export const Readiness = z
  .object({
    ready: z.boolean(),
    database: z.enum(['up', 'down']),
    migrations: z.object({ applied: z.number().int(), expected: z.number().int() }),
  })
  .meta({ id: 'Readiness' });
export type Readiness = z.infer<typeof Readiness>;

export const Ready = Readiness.extend({ status: z.literal('ready') }).meta({ id: 'Ready' });

/** The 503 of /api/ready: the error envelope with the readiness that failed. */
export const NotReady = ErrorBody.extend({ data: Readiness }).meta({ id: 'NotReady' });
