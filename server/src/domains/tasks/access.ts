import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { REFUSALS } from '@ops/shared/rules/refusals';
import { codedRefusal, UserError } from '../../platform/errors';
import { tasks, type TaskRow } from './tables';

/** Who may write into a task (issue 6 §4, §5): its holder, and nobody else. */
export const TASK_ACCESS_MESSAGES = {
  notFound: REFUSALS.TASK_NOT_FOUND,
  resolved: 'Task is already resolved',
  heldByOther: 'This task is assigned to another user',
  pickFirst: 'Please pick this task first',
} as const;

/** The task, or 'Task not found' (a user error, not a failure: the id came from a person). */
export async function taskOrNotFound(
  db: Db | Tx,
  taskId: string,
  lock?: 'share' | 'update',
): Promise<TaskRow> {
  const query = db.select().from(tasks).where(eq(tasks.id, taskId)).limit(1);
  const [row] = lock ? await query.for(lock) : await query;
  if (!row) throw codedRefusal('TASK_NOT_FOUND');
  return row;
}

/**
 * The task `userId` holds, else the reason they may not act in it: missing, resolved,
 * someone else's, or not picked yet (unassigned or pending). Inside a transaction the
 * row stays locked (share by default) until it ends, so the task cannot be released,
 * transferred or resolved between this check and the action that names it.
 */
export async function requireHeldTask(
  db: Db | Tx,
  taskId: string,
  userId: string,
  lock: 'share' | 'update' = 'share',
): Promise<TaskRow> {
  const row = await taskOrNotFound(db, taskId, lock);
  if (row.status === 'resolved') throw new UserError(TASK_ACCESS_MESSAGES.resolved);
  if (row.status === 'assigned' && row.assignedTo === userId) return row;
  if (row.status === 'assigned') throw new UserError(TASK_ACCESS_MESSAGES.heldByOther);
  throw new UserError(TASK_ACCESS_MESSAGES.pickFirst);
}
