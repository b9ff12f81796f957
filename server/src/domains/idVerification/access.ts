import { and, eq, ne } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { tasks } from '../tasks';
import { idVerifications } from './tables';
import { IDV_MESSAGES } from './messages';

export interface OpenVerificationTask {
  id: string;
  status: string;
  assignedTo: string | null;
}

/** The open IdVerification task of a verification (the partial unique index allows one). */
export async function openVerificationTask(
  db: Db | Tx,
  verificationId: string,
): Promise<OpenVerificationTask | null> {
  const [row] = await db
    .select({ id: tasks.id, status: tasks.status, assignedTo: tasks.assignedTo })
    .from(tasks)
    .where(
      and(
        eq(tasks.verificationId, verificationId),
        eq(tasks.type, 'IdVerification'),
        ne(tasks.status, 'resolved'),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * 01 §2: the ID-verification task view embeds the review, so an agent who holds that
 * task (assigned to them, and still allowed to resolve tasks) may read and decide that
 * one verification even without the users.* flags of the ID verification pages. The
 * schema marks these fields @signedIn because one directive cannot say "either".
 */
export function holdsTask(session: SessionInfo, task: OpenVerificationTask | null): boolean {
  return (
    task !== null &&
    task.status === 'assigned' &&
    task.assignedTo === session.user._id &&
    can(session.role, { layer: 'task', permission: 'RESOLVE_TASKS' })
  );
}

export const mayViewVerifications = (session: SessionInfo): boolean =>
  can(session.role, { layer: 'users', permission: 'VIEW_VERIFICATION' });
export const mayDecideVerifications = (session: SessionInfo): boolean =>
  can(session.role, { layer: 'users', permission: 'VERIFY_ID_REQUESTS' });

/** Reading one verification: the ID verification pages' flag, or holding its task. */
export async function assertMayRead(db: Db, session: SessionInfo, verificationId: string): Promise<void> {
  if (mayViewVerifications(session)) return;
  if (holdsTask(session, await openVerificationTask(db, verificationId))) return;
  throw new UserError(IDV_MESSAGES.notAllowed);
}

/** Reading about a user under review (the national ID lookup): the flag, or holding a task for one of their verifications. */
export async function assertMayReadUser(
  db: Db,
  session: SessionInfo,
  userId: string | null | undefined,
): Promise<void> {
  if (mayViewVerifications(session)) return;
  if (userId && can(session.role, { layer: 'task', permission: 'RESOLVE_TASKS' })) {
    const [held] = await db
      .select({ id: tasks.id })
      .from(tasks)
      .innerJoin(idVerifications, eq(idVerifications.id, tasks.verificationId))
      .where(
        and(
          eq(tasks.type, 'IdVerification'),
          eq(tasks.status, 'assigned'),
          eq(tasks.assignedTo, session.user._id),
          eq(idVerifications.userId, userId),
        ),
      )
      .limit(1);
    if (held) return;
  }
  throw new UserError(IDV_MESSAGES.notAllowed);
}
