import { inArray } from 'drizzle-orm';
import { areas } from '../areas';
import type { Db, Tx } from '../../platform/db/client';
import { users } from '../../platform/session/tables';

export interface PersonRef {
  _id: string;
  name: string;
  phoneNumber: string;
}

export interface AreaRef {
  _id: string;
  name: string;
}

/** The people and areas a page of field rows names, in two queries whatever the page size. */
export async function namesFor(
  db: Db | Tx,
  userIds: ReadonlyArray<string | null>,
  areaIds: ReadonlyArray<string | null>,
): Promise<{ person: (id: string | null) => PersonRef | null; area: (id: string | null) => AreaRef | null }> {
  const wantedUsers = [...new Set(userIds.filter((id): id is string => !!id))];
  const wantedAreas = [...new Set(areaIds.filter((id): id is string => !!id))];
  const [people, places] = await Promise.all([
    wantedUsers.length
      ? db
          .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
          .from(users)
          .where(inArray(users.id, wantedUsers))
      : [],
    wantedAreas.length
      ? db.select({ _id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, wantedAreas))
      : [],
  ]);
  const personById = new Map(people.map((p) => [p._id, p]));
  const areaById = new Map(places.map((a) => [a._id, a]));
  return {
    person: (id) => (id ? (personById.get(id) ?? null) : null),
    area: (id) => (id ? (areaById.get(id) ?? null) : null),
  };
}
