import { z } from 'zod';

export const TargetExam = z
  .object({
    _id: z.string(),
    name: z.string(),
    description: z.string().nullable(),
    sequence: z.number().int(),
    isActive: z.boolean(),
  })
  .meta({ id: 'TargetExam' });
export type TargetExam = z.infer<typeof TargetExam>;

export const TargetExamRef = z.object({ _id: z.string(), name: z.string() }).meta({ id: 'TargetExamRef' });
export type TargetExamRef = z.infer<typeof TargetExamRef>;
