import type { Db } from '../../db/client';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { findUserByMobile, insertUser, revokeAllSessions, updateUser } from './repo';

/** Makes sure the configured admin exists, is an admin, is not blocked and has the configured password. */
export async function ensureAdmin(db: Db, admin: { mobile: string; password: string; name: string }) {
  const existing = await findUserByMobile(db, admin.mobile);
  if (!existing) {
    await insertUser(db, {
      name: admin.name,
      mobile: admin.mobile,
      role: 'admin',
      passwordHash: await hashPassword(admin.password),
      isMobileVerified: true,
    });
    return 'created' as const;
  }
  const passwordOk = await verifyPassword(existing.passwordHash, admin.password);
  if (existing.role === 'admin' && !existing.isBlocked && passwordOk) return 'unchanged' as const;
  await updateUser(db, existing.id, {
    role: 'admin',
    isBlocked: false,
    ...(passwordOk ? {} : { passwordHash: await hashPassword(admin.password) }),
  });
  // A new password signs the admin out everywhere, as a password change does.
  if (!passwordOk) await revokeAllSessions(db, existing.id, new Date());
  return 'updated' as const;
}
