import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import { isKnownPermission, type Layer } from '@ops/shared/rules/permissions/catalogue';
import { roleInputErrors } from '@ops/shared/rules/roleInput';
import {
  proposedRoleRefusal,
  roleEditRefusal,
  type RoleShape,
} from '@ops/shared/rules/permissions/roleEditRules';
import type { Deps } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { ForbiddenError, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { roles } from '../../platform/session/tables';

export interface RoleInput {
  name: string;
  level: number;
  department: string;
  permissions: unknown;
}

export interface RoleView {
  _id: string;
  name: string;
  level: number;
  department: string;
  permissions: RolePermissions;
  usersCount: number;
  createdAt: string;
  updatedAt: string;
}

function toView(row: typeof roles.$inferSelect, usersCount: number): RoleView {
  return {
    _id: row.id,
    name: row.name,
    level: row.level,
    department: row.department,
    permissions: row.permissions,
    usersCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Keeps only `true` flags of the catalogue; anything else is a mistake worth refusing. */
export function parsePermissions(value: unknown): RolePermissions {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UserError('Permissions are not valid');
  const result: RolePermissions = {};
  for (const [layer, flags] of Object.entries(value)) {
    if (typeof flags !== 'object' || flags === null || Array.isArray(flags))
      throw new UserError(`Permissions of ${layer} are not valid`);
    for (const [flag, on] of Object.entries(flags as Record<string, unknown>)) {
      if (!isKnownPermission(layer, flag)) throw new UserError(`Unknown permission ${layer}.${flag}`);
      if (typeof on !== 'boolean') throw new UserError(`Permission ${layer}.${flag} must be true or false`);
      if (on) (result[layer as Layer] ??= {})[flag] = true;
    }
  }
  return result;
}

function validateInput(input: RoleInput): {
  name: string;
  level: number;
  department: string;
  permissions: RolePermissions;
} {
  const errors = roleInputErrors(input);
  const first = errors.name ?? errors.level ?? errors.department;
  if (first) throw new UserError(first);
  return {
    name: input.name.trim(),
    level: input.level,
    department: input.department,
    permissions: parsePermissions(input.permissions),
  };
}

/** Nobody hands out more than they hold: rank, department and flags within the editor's own (shared rule). */
function assertWithinActorReach(actor: SessionInfo, proposed: RoleShape): void {
  if (!actor.role) throw new ForbiddenError();
  const refusal = proposedRoleRefusal(actor.role, proposed);
  if (refusal) throw new UserError(refusal);
}

/**
 * Active users holding a level-0 role, leaving out one role or one user: the last
 * level-0 role must keep its level and an active holder.
 */
export async function otherLevelZeroHolders(
  tx: Tx,
  except: { roleId: string } | { userId: string },
): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(roles.level, 0),
        eq(users.active, true),
        'roleId' in except ? ne(roles.id, except.roleId) : ne(users.id, except.userId),
      ),
    );
  return Number(row?.count ?? 0);
}

async function usersCountByRole(deps: Deps): Promise<Map<string, number>> {
  const rows = await deps.db
    .select({ roleId: users.roleId, count: sql<number>`count(*)::int` })
    .from(users)
    .where(sql`${users.roleId} IS NOT NULL`)
    .groupBy(users.roleId);
  return new Map(rows.map((row) => [row.roleId ?? '', Number(row.count)]));
}

export async function getAllRoles(deps: Deps): Promise<RoleView[]> {
  const [rows, counts] = await Promise.all([
    deps.db.select().from(roles).orderBy(asc(roles.level), asc(roles.name)),
    usersCountByRole(deps),
  ]);
  return rows.map((row) => toView(row, counts.get(row.id) ?? 0));
}

export async function getRoleById(deps: Deps, id: string): Promise<RoleView> {
  const [row] = await deps.db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw new UserError('Role is not found');
  const counts = await usersCountByRole(deps);
  return toView(row, counts.get(row.id) ?? 0);
}

export async function createRole(deps: Deps, actor: SessionInfo, input: RoleInput): Promise<RoleView> {
  const values = validateInput(input);
  assertWithinActorReach(actor, values);
  const [clash] = await deps.db
    .select({ id: roles.id })
    .from(roles)
    .where(eq(roles.name, values.name))
    .limit(1);
  if (clash) throw new UserError('A role with this name already exists');
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(roles)
    .values({ id: newId(), ...values, createdAt: now, updatedAt: now })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return toView(row, 0);
}

export async function editRole(
  deps: Deps,
  actor: SessionInfo,
  id: string,
  input: RoleInput,
): Promise<RoleView> {
  const values = validateInput(input);
  const role = actor.role;
  if (!role) throw new ForbiddenError();
  const row = await deps.db.transaction(async (tx) => {
    // Level-0 roles are locked first, always in the same order, so two level-0 roles
    // stepping down at once cannot each count the other and leave no level 0 behind.
    await tx
      .select({ id: roles.id })
      .from(roles)
      .where(eq(roles.level, 0))
      .orderBy(asc(roles.id))
      .for('update');
    const [existing] = await tx.select().from(roles).where(eq(roles.id, id)).for('update').limit(1);
    if (!existing) throw new UserError('Role is not found');
    const others =
      existing.level === 0 && values.level > 0 ? await otherLevelZeroHolders(tx, { roleId: id }) : 1;
    const refusal = roleEditRefusal(
      role,
      { _id: existing.id, level: existing.level, department: existing.department },
      values,
      others,
    );
    if (refusal) throw new UserError(refusal);
    const [clash] = await tx.select({ id: roles.id }).from(roles).where(eq(roles.name, values.name)).limit(1);
    if (clash && clash.id !== id) throw new UserError('A role with this name already exists');
    const [updated] = await tx
      .update(roles)
      .set({ ...values, updatedAt: deps.clock.now() })
      .where(eq(roles.id, id))
      .returning();
    if (!updated) throw new UserError('Role is not found');
    return updated;
  });
  // Its holders' open sockets and cached sessions read the new permissions (every node).
  deps.events.refreshAccess({ roleId: id });
  const counts = await usersCountByRole(deps);
  return toView(row, counts.get(row.id) ?? 0);
}

export async function getRolesWithUsers(deps: Deps) {
  const [roleRows, staff] = await Promise.all([
    deps.db.select().from(roles).orderBy(asc(roles.level), asc(roles.name)),
    deps.db
      .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber, roleId: users.roleId })
      .from(users)
      .where(sql`${users.roleId} IS NOT NULL AND ${users.active}`)
      .orderBy(asc(users.name)),
  ]);
  return roleRows.map((role) => ({
    _id: role.id,
    name: role.name,
    level: role.level,
    department: role.department,
    users: staff.filter((user) => user.roleId === role.id).map(({ roleId: _roleId, ...user }) => user),
  }));
}
