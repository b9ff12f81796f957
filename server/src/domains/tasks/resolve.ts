import { eq } from 'drizzle-orm';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Tx } from '../../platform/db/client';
import { emitTaskUpdated, emitUserStatus, type Outbox } from './events';
import { addHistory, type TaskActor } from './history';
import { closePendingPause } from './slaClock';
import { tasks, type TaskRow } from './tables';
import { taskView } from './views';

/**
 * Resolves a task: status resolved, main case resolved time for vehicle tasks, history
 * 'resolved', and 'UPDATED TASK' with status resolved to whoever held it (01 §4: the
 * client shows the resolved notice, or clears an ID verification).
 */
export async function resolveTaskInTx(
  tx: Tx,
  out: Outbox,
  row: TaskRow,
  by: TaskActor | null,
  now: Date,
  value: string | null = null,
  cases: TaskRow['cases'] = row.cases,
): Promise<TaskPayload> {
  const holder = row.status === 'assigned' ? row.assignedTo : null;
  // Credit goes to the person who acted, else to the holder whose task it was.
  const resolvedBy = by?._id ?? holder;
  const [updated] = await tx
    .update(tasks)
    .set({
      status: 'resolved',
      cases,
      resolvedAt: now,
      resolvedBy,
      mainCaseResolvedAt: row.type === 'Vehicle' ? (row.mainCaseResolvedAt ?? now) : row.mainCaseResolvedAt,
      pendingUntil: null,
      updatedAt: now,
      slaPausedMs: closePendingPause(now),
    })
    .where(eq(tasks.id, row.id))
    .returning();
  if (!updated) throw new Error('resolved task vanished');
  await addHistory(tx, { taskId: row.id, action: 'resolved', value, user: by, at: now });
  const view = await taskView(tx, updated);
  emitTaskUpdated(out, holder, view);
  if (holder)
    emitUserStatus(out, {
      userId: holder,
      userName: row.assignedToName ?? '',
      status: 'ACTIVE',
      taskId: null,
      taskStatus: null,
    });
  // The flagger's strip drops a resolved task (01 §4).
  if (row.flaggedBy && row.flaggedBy !== holder) emitTaskUpdated(out, row.flaggedBy, view);
  return view;
}
