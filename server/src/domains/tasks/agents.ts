import { and, eq, ne } from 'drizzle-orm';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import type { Db, Tx } from '../../platform/db/client';
import { supportAttendance, type AttendanceRow } from '../attendance';
import { roles, users } from '../../platform/session/tables';
import type { TaskActor } from './history';
import { tasks, type TaskRow } from './tables';

/** Name and phone of a staff member, for history rows and events; null when the id is unknown. */
export async function actorById(db: Db | Tx, userId: string): Promise<TaskActor | null> {
  const [row] = await db
    .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/**
 * The claiming agent as history names them, with the role the claim's gates read
 * (custody tasks for supervisors only): one joined read, because every claim pays for it.
 */
export async function agentWithRole(
  db: Db | Tx,
  userId: string,
): Promise<{ actor: TaskActor; role: RoleLike | null } | null> {
  const [row] = await db
    .select({
      _id: users.id,
      name: users.name,
      phoneNumber: users.phoneNumber,
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
  return { actor: { _id: row._id, name: row.name, phoneNumber: row.phoneNumber }, role };
}

/**
 * The agent's open attendance, locked: every change of what an agent holds goes
 * through this row lock, so one agent's claims, picks and breaks run one at a time.
 */
export async function lockOpenAttendance(
  tx: Tx,
  userId: string,
  options: { skipLocked?: boolean } = {},
): Promise<AttendanceRow | null> {
  const [row] = await tx
    .select()
    .from(supportAttendance)
    .where(and(eq(supportAttendance.userId, userId), ne(supportAttendance.status, 'ENDED')))
    .for('update', options.skipLocked ? { skipLocked: true } : {})
    .limit(1);
  return row ?? null;
}

export async function openAttendance(db: Db | Tx, userId: string): Promise<AttendanceRow | null> {
  const [row] = await db
    .select()
    .from(supportAttendance)
    .where(and(eq(supportAttendance.userId, userId), ne(supportAttendance.status, 'ENDED')))
    .limit(1);
  return row ?? null;
}

/** The one task the agent holds (status assigned), if any. */
export async function heldTask(db: Db | Tx, userId: string, lock = false): Promise<TaskRow | null> {
  const query = db
    .select()
    .from(tasks)
    .where(and(eq(tasks.assignedTo, userId), eq(tasks.status, 'assigned')))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}
