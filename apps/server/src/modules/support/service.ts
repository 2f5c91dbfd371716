import type { SupportContact, SupportRequest } from '@mockprep/contract';
import { desc } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { supportRequests, type UserRow } from '../../db/schema';
import { newId } from '../../lib/ids';

type Row = typeof supportRequests.$inferSelect;

const toJson = (row: Row): SupportRequest => ({
  _id: row.id,
  name: row.name,
  contact: row.contact,
  topic: row.topic,
  message: row.message,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export function makeSupport(deps: { db: Db; contact: SupportContact }) {
  const { db } = deps;
  return {
    contact: () => deps.contact,

    /** Stores a student's request for the admins; the reply goes to the given contact or their mobile/email. */
    async create(user: UserRow, body: { topic: string; message: string; contact?: string }): Promise<SupportRequest> {
      const [row] = await db
        .insert(supportRequests)
        .values({
          id: newId(),
          userId: user.id,
          name: user.name,
          contact: body.contact || user.email || user.mobile || '',
          topic: body.topic,
          message: body.message,
        })
        .returning();
      return toJson(row as Row);
    },

    async list(): Promise<SupportRequest[]> {
      return (await db.select().from(supportRequests).orderBy(desc(supportRequests.createdAt))).map(toJson);
    },
  };
}

export type Support = ReturnType<typeof makeSupport>;
