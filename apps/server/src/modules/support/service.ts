import type { SupportContact, SupportRequest } from '@mockprep/contract';
import type { Db } from '../../db/client';
import type { SupportRequestRow, UserRow } from '../../db/schema';
import { insertSupportRequest, listSupportRequests } from './repo';

const toJson = (row: SupportRequestRow): SupportRequest => ({
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
      const row = await insertSupportRequest(db, {
        userId: user.id,
        name: user.name,
        contact: body.contact || user.email || user.mobile || '',
        topic: body.topic,
        message: body.message,
      });
      return toJson(row);
    },

    async list(): Promise<SupportRequest[]> {
      return (await listSupportRequests(db)).map(toJson);
    },
  };
}

export type Support = ReturnType<typeof makeSupport>;
