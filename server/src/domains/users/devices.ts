import { and, eq, ne, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { UserError } from '../../platform/errors';
import { users } from '../../platform/session/tables';

export const USER_NOT_FOUND_MESSAGE = 'User not found';

/** An account seen on one of the user's devices (schema: RelatedDeviceUser). */
export interface RelatedDeviceUser {
  _id: string;
  name: string;
  phoneNumber: string;
  active: boolean;
  blockedByDeviceId: boolean;
  sharedDeviceIds: string[];
}

/** Every device id the user is known by: the current one and those in the history. */
export function deviceIdsOf(user: {
  uniqueDeviceId: string | null;
  deviceIdHistory: ReadonlyArray<{ deviceId: string }>;
}): string[] {
  const ids = [user.uniqueDeviceId, ...user.deviceIdHistory.map((entry) => entry.deviceId)].filter(
    (id): id is string => !!id && id.trim() !== '',
  );
  return [...new Set(ids)];
}

/**
 * getRelatedUsersOfDeviceId (02 §7): the other accounts whose unique device id, or a device
 * in whose history, is one of this user's devices: the same phone behind two accounts.
 */
export async function getRelatedUsersOfDeviceId(
  deps: Pick<Deps, 'db'>,
  userId: string,
): Promise<RelatedDeviceUser[]> {
  const [user] = await deps.db
    .select({ uniqueDeviceId: users.uniqueDeviceId, deviceIdHistory: users.deviceIdHistory })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw new UserError(USER_NOT_FOUND_MESSAGE);
  const ids = deviceIdsOf(user);
  if (ids.length === 0) return [];
  const idArray = sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  // The current id through users_unique_device_idx; the history through its jsonb entries.
  const rows = await deps.db
    .select({
      id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
      active: users.active,
      blockedByDeviceId: users.blockedByDeviceId,
      uniqueDeviceId: users.uniqueDeviceId,
      deviceIdHistory: users.deviceIdHistory,
    })
    .from(users)
    .where(
      and(
        ne(users.id, userId),
        sql`(${users.uniqueDeviceId} = any(${idArray}) or exists (select 1 from jsonb_array_elements(${users.deviceIdHistory}) entry where entry->>'deviceId' = any(${idArray})))`,
      ),
    )
    .orderBy(users.name, users.id)
    .limit(200);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    phoneNumber: row.phoneNumber,
    active: row.active,
    blockedByDeviceId: row.blockedByDeviceId,
    sharedDeviceIds: deviceIdsOf(row).filter((id) => ids.includes(id)),
  }));
}
