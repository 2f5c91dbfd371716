import { hashPassword } from '../modules/auth/passwords';
import type { Users } from '../modules/users/service';

export const DEMO_STUDENT = { name: 'Demo Student', mobile: '9876543210', password: 'Student@123' };
export const DEMO_ADMIN = { name: 'Demo Admin', mobile: '9000000001', password: 'Admin@123' };

/** The demo student (following the given target exams) and the demo admin, both with verified mobiles. */
export async function createDemoAccounts(users: Users, studentTargetExams: string[]): Promise<void> {
  const accounts = [
    { ...DEMO_STUDENT, role: 'user' as const, targetExams: studentTargetExams },
    { ...DEMO_ADMIN, role: 'admin' as const, targetExams: [] },
  ];
  for (const { password, targetExams, ...account } of accounts) {
    await users.create({ ...account, passwordHash: await hashPassword(password), isMobileVerified: true }, targetExams);
  }
}
