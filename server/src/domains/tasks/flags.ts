import { and, asc, eq, ne } from 'drizzle-orm';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { REFUSALS } from '@ops/shared/rules/refusals';
import { codedRefusal, UserError } from '../../platform/errors';
import { offerAfterAgentAction } from './assignment';
import { emitFlagging, emitTaskUpdated, inTransaction } from './events';
import { addHistory } from './history';
import { actorOf } from './permissions';
import { tasks, type TaskRow } from './tables';
import { taskView, taskViews } from './views';

export const FLAG_MESSAGES = {
  notFound: REFUSALS.TASK_NOT_FOUND,
  resolved: 'Task is already resolved',
  flaggedByOther: 'This task is flagged by another user',
  heldByOther: 'This task is assigned to another user',
  notFlagged: 'This task is not flagged',
} as const;

export async function lockTask(tx: Tx, taskId: string): Promise<TaskRow> {
  const [row] = await tx.select().from(tasks).where(eq(tasks.id, taskId)).for('update').limit(1);
  if (!row) throw codedRefusal('TASK_NOT_FOUND');
  if (row.status === 'resolved') throw new UserError(FLAG_MESSAGES.resolved);
  return row;
}

/** Flag (01 §4): records flaggedBy and flaggedAt; from now on only the flagger may pick it. */
export async function setTaskToFlagged(
  deps: Deps,
  session: SessionInfo,
  taskId: string,
): Promise<TaskPayload> {
  const actor = actorOf(session);
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const row = await lockTask(tx, taskId);
    if (row.flaggedBy && row.flaggedBy !== actor._id) throw new UserError(FLAG_MESSAGES.flaggedByOther);
    if (row.status === 'assigned' && row.assignedTo !== actor._id)
      throw new UserError(FLAG_MESSAGES.heldByOther);
    if (row.flaggedBy === actor._id) return taskView(tx, row);
    const [updated] = await tx
      .update(tasks)
      .set({ flaggedBy: actor._id, flaggedAt: now, updatedAt: now })
      .where(eq(tasks.id, row.id))
      .returning();
    if (!updated) throw new Error('task vanished');
    await addHistory(tx, { taskId: row.id, action: 'FLAGGED', user: actor, at: now });
    const view = await taskView(tx, updated);
    emitTaskUpdated(out, actor._id, view);
    emitFlagging(out, actor._id, { kind: 'FLAGGED', task: view });
    return view;
  });
}

/** Unflag: only the flagger; a parked task becomes claimable by everyone again. */
export async function setTaskToUnFlagged(
  deps: Deps,
  session: SessionInfo,
  taskId: string,
): Promise<TaskPayload> {
  const actor = actorOf(session);
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const row = await lockTask(tx, taskId);
    if (!row.flaggedBy) throw new UserError(FLAG_MESSAGES.notFlagged);
    if (row.flaggedBy !== actor._id) throw new UserError(FLAG_MESSAGES.flaggedByOther);
    const [updated] = await tx
      .update(tasks)
      .set({ flaggedBy: null, flaggedAt: null, updatedAt: now })
      .where(eq(tasks.id, row.id))
      .returning();
    if (!updated) throw new Error('task vanished');
    await addHistory(tx, { taskId: row.id, action: 'UN_FLAGGED', user: actor, at: now });
    const result = await taskView(tx, updated);
    emitTaskUpdated(out, actor._id, result);
    emitFlagging(out, actor._id, { kind: 'UN_FLAGGED', task: result });
    return result;
  });
  if (view.status === 'unassigned') await offerAfterAgentAction(deps);
  return view;
}

/** The flagged-task strip: open tasks this user flagged, oldest flag first. */
export async function flaggedTasksOf(db: Db | Tx, userId: string): Promise<TaskPayload[]> {
  const rows = await db
    .select()
    .from(tasks)
    .where(and(eq(tasks.flaggedBy, userId), ne(tasks.status, 'resolved')))
    .orderBy(asc(tasks.flaggedAt), asc(tasks.id));
  return taskViews(db, rows);
}

export async function hasFlaggedTasks(db: Db | Tx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: tasks.id })
    .from(tasks)
    .where(and(eq(tasks.flaggedBy, userId), ne(tasks.status, 'resolved')))
    .limit(1);
  return row !== undefined;
}
