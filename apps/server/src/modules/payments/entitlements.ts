import type { Db } from '../../db/client';
import type { TestRow, UserRow } from '../../db/schema';
import { purchasedTestIds } from './repo';

/** Who may take which test; handed to the modules that show or start tests. */
export function makeEntitlements(deps: { db: Db }) {
  const { db } = deps;
  return {
    /** Free tests, and the Paid ones the student bought (admins get no exemption: SPEC 6). */
    async accessFor(user: UserRow, rows: TestRow[]): Promise<(row: TestRow) => boolean> {
      const paid = rows.filter((r) => r.type === 'Paid').map((r) => r.id);
      const bought = await purchasedTestIds(db, user.id, paid);
      return (row: TestRow) => row.type === 'Free' || bought.has(row.id);
    },
  };
}

export type Entitlements = ReturnType<typeof makeEntitlements>;
