import type { Db } from '../../db/client';
import type { UserRow } from '../../db/schema';
import { findUserById } from './repo';

export function makeUsers(deps: { db: Db }) {
  const { db } = deps;
  return {
    findById: (id: string): Promise<UserRow | undefined> => findUserById(db, id),
  };
}

export type Users = ReturnType<typeof makeUsers>;
