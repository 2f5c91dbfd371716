import type { AdminUsers } from '../modules/users/admin-service';

export const DEMO_STUDENT = { name: 'Demo Student', mobile: '9876543210', password: 'Student@123' };
export const DEMO_ADMIN = { name: 'Demo Admin', mobile: '9000000001', password: 'Admin@123' };

/** The demo student (following the given target exams) and the demo admin, both with verified mobiles. */
export async function createDemoAccounts(users: AdminUsers, studentTargetExams: string[]): Promise<void> {
  await users.createVerified({ ...DEMO_STUDENT, role: 'user', targetExams: studentTargetExams });
  await users.createVerified({ ...DEMO_ADMIN, role: 'admin', targetExams: [] });
}
