import { eq } from 'drizzle-orm';
import type { Person } from '@ops/shared/rules/permissions/editRules';
import type { Db, Tx } from '../../platform/db/client';
import { roles } from '../../platform/session/tables';
import { users } from '../../platform/session/tables';

/** A user with the role the edit rules compare against (riders have none). */
export async function personWithRole(db: Db | Tx, userId: string): Promise<Person | null> {
  const [row] = await db
    .select({
      id: users.id,
      level: roles.level,
      department: roles.department,
      permissions: roles.permissions,
    })
    .from(users)
    .leftJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const role =
    row.level === null || row.permissions === null
      ? null
      : { level: row.level, department: row.department, permissions: row.permissions };
  return { _id: row.id, role };
}

export { actorOf } from '../../platform/session/actor';
