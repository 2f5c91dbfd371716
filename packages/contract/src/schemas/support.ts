import { z } from 'zod';

export const SUPPORT_TOPICS = [
  'Account and OTP',
  'Payments and refunds',
  'Tests and results',
  'Something else',
] as const;

export const SupportRequestBody = z.object({
  topic: z.enum(SUPPORT_TOPICS, { error: 'Please choose a topic' }),
  message: z.string().trim().min(10, 'Please describe the problem in at least 10 characters').max(2000),
  contact: z.string().trim().max(120).optional(),
});
export type SupportRequestBody = z.input<typeof SupportRequestBody>;

export const SupportRequest = z
  .object({
    _id: z.string(),
    name: z.string(),
    contact: z.string(),
    topic: z.string(),
    message: z.string(),
    status: z.enum(['open', 'resolved']),
    createdAt: z.string(),
  })
  .meta({ id: 'SupportRequest' });
export type SupportRequest = z.infer<typeof SupportRequest>;

export const SupportContact = z.object({ email: z.string(), phone: z.string() }).meta({ id: 'SupportContact' });
export type SupportContact = z.infer<typeof SupportContact>;
