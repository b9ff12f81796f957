import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { tasks } from './tables';

/**
 * The SET value that closes a pending pause on the task's SLA clock: in an UPDATE, the row's
 * old status and pending_at are read, so a task leaving 'pending' (back to the queue, taken,
 * resolved) adds the pause it just ended and any other update keeps the sum as it was.
 */
export function closePendingPause(now: Date): SQL {
  return sql`${tasks.slaPausedMs} + CASE WHEN ${tasks.status} = 'pending' AND ${tasks.pendingAt} IS NOT NULL
    THEN greatest(0, floor(extract(epoch FROM (${now.toISOString()}::timestamptz - ${tasks.pendingAt})) * 1000))::bigint ELSE 0 END`;
}

/**
 * The holder did something in their task (a history entry, a comment): the idle sweep starts
 * counting again. Only the current holder's acts count; others' do not keep a task held.
 */
export async function touchHolderActivity(
  db: Db | Tx,
  taskId: string,
  userId: string,
  at: Date,
): Promise<void> {
  await db
    .update(tasks)
    .set({ lastActionAt: at })
    .where(and(eq(tasks.id, taskId), eq(tasks.assignedTo, userId), eq(tasks.status, 'assigned')));
}
