import { and, eq, lte } from 'drizzle-orm';
import { parseCustomPendingTime } from '@ops/shared/rules/pendingTime';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { requireHeldTask } from './access';
import { offerAfterAgentAction } from './assignment';
import { emitTaskUpdated, emitUserStatus, inTransaction } from './events';
import { addHistory } from './history';
import { actorOf, requireCan } from './permissions';
import { closePendingPause } from './slaClock';
import { taskComments, tasks } from './tables';
import { taskView } from './views';

/** How long a task waits when no custom time is given. The spec names no default: this one is ours. */
export const DEFAULT_PENDING_MINUTES = 30;
export const COMMENT_REQUIRED = 'Please add a comment';

/**
 * setTaskToPending (03 §4, §5): by the holder, with a comment; a custom time needs
 * task.ADD_CUSTOM_PENDING_TIME and must be whole minutes from 0 to 7 days. The task leaves
 * the agent, waits until pending_until, then returns to the queue behind urgent tasks.
 */
export async function setTaskToPending(
  deps: Deps,
  session: SessionInfo,
  input: { taskId: string; comment: string; customPendingTime?: number | null },
): Promise<TaskPayload> {
  const comment = input.comment.trim();
  if (!comment) throw new UserError(COMMENT_REQUIRED);
  requireLength('comment', comment);
  const parsed = parseCustomPendingTime(input.customPendingTime);
  if (!parsed.ok) throw new UserError(parsed.error);
  if (parsed.minutes !== undefined)
    requireCan(session, { layer: 'task', permission: 'ADD_CUSTOM_PENDING_TIME' });
  const minutes = parsed.minutes ?? DEFAULT_PENDING_MINUTES;
  const actor = actorOf(session);
  const view = await inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const row = await requireHeldTask(tx, input.taskId, actor._id, 'update');
    const [updated] = await tx
      .update(tasks)
      .set({
        status: 'pending',
        pendingAt: now,
        pendingUntil: new Date(now.getTime() + minutes * 60_000),
        updatedAt: now,
      })
      .where(eq(tasks.id, row.id))
      .returning();
    if (!updated) throw new Error('task vanished');
    await tx.insert(taskComments).values({
      id: newId(),
      taskId: row.id,
      userId: actor._id,
      userName: actor.name,
      comment,
      createdAt: now,
    });
    await addHistory(tx, { taskId: row.id, action: 'pending', value: String(minutes), user: actor, at: now });
    const result = await taskView(tx, updated);
    emitTaskUpdated(out, actor._id, result);
    emitUserStatus(out, {
      userId: actor._id,
      userName: actor.name,
      status: 'ACTIVE',
      taskId: null,
      taskStatus: null,
    });
    return result;
  });
  await offerAfterAgentAction(deps);
  return view;
}

/** Pending tasks whose time has passed go back to the queue (history unassigned). Returns how many. */
export async function requeueExpiredPending(deps: Deps): Promise<number> {
  return inTransaction(deps, async (tx) => {
    const now = deps.clock.now();
    const expired = await tx
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(eq(tasks.status, 'pending'), lte(tasks.pendingUntil, now)))
      .for('update', { skipLocked: true });
    if (expired.length === 0) return 0;
    for (const { id } of expired) {
      // pending_at stays: it keeps the task behind urgent ones in the queue order.
      await tx
        .update(tasks)
        .set({
          status: 'unassigned',
          pendingUntil: null,
          updatedAt: now,
          slaPausedMs: closePendingPause(now),
        })
        .where(and(eq(tasks.id, id), eq(tasks.status, 'pending')));
      await addHistory(tx, {
        taskId: id,
        action: 'unassigned',
        value: 'pending time passed',
        user: null,
        at: now,
      });
    }
    return expired.length;
  });
}
