import { z } from 'zod';
import { MAX_TARGET_EXAMS } from '../constants';
import { MSG } from '../messages';
import { Id, INPUT_LIMITS, OptionalEmail, text } from '../schemas/common';
import { Role } from '../schemas/user';

/** Edit user (SPEC 5): name required, email optional, at most 5 target exams. */
export const EditUserForm = z.object({
  name: text(INPUT_LIMITS.name, { error: MSG.nameRequired }).trim().min(1, MSG.nameRequired),
  email: OptionalEmail,
  targetExams: z.array(Id).max(MAX_TARGET_EXAMS, MSG.targetExamsMax).optional().default([]),
  role: Role,
  isBlocked: z.boolean(),
});
export type EditUserForm = z.input<typeof EditUserForm>;
export type EditUserInput = z.output<typeof EditUserForm>;

export const AdminPasswordForm = z
  .object({
    newPassword: z.string().min(1, MSG.newPasswordRequired).min(6, MSG.passwordMin),
    confirmPassword: z.string().min(1, 'Please confirm the new password'),
  })
  .refine((v) => v.newPassword === v.confirmPassword, { message: MSG.passwordsDoNotMatch, path: ['confirmPassword'] });
export type AdminPasswordForm = z.infer<typeof AdminPasswordForm>;

export const USER_MSG = {
  updated: 'User updated successfully',
  deleted: 'User deleted successfully',
  passwordUpdated: 'Password updated successfully',
  notFound: 'User not found',
} as const;

export const SELF_PROTECTION_MSG = {
  block: 'You cannot block your own account',
  demote: 'You cannot remove your own admin role',
  delete: 'You cannot delete your own account from the Admin Panel',
} as const;
