import { TASK_ACTION_TYPES, type TaskHistoryAction } from '@ops/shared/rules/labels';
import type { Deps } from '../../platform/deps';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { touchHolderActivity } from './slaClock';
import { taskHistory, type TaskHistoryRow } from './tables';

/** Who did something to a task; null for the system (fleet feed, scheduler). */
export interface TaskActor {
  _id: string;
  name: string;
  phoneNumber?: string | null;
}

export async function addHistory(
  db: Db | Tx,
  entry: {
    taskId: string;
    action: TaskHistoryAction;
    value?: string | null;
    user: TaskActor | null;
    at: Date;
  },
): Promise<TaskHistoryRow> {
  const [row] = await db
    .insert(taskHistory)
    .values({
      id: newId(),
      taskId: entry.taskId,
      action: entry.action,
      value: entry.value ?? null,
      userId: entry.user?._id ?? null,
      userName: entry.user?.name ?? null,
      phoneNumber: entry.user?.phoneNumber ?? null,
      date: entry.at,
    })
    .returning();
  if (!row) throw new Error('task history insert returned no row');
  if (entry.user) await touchHolderActivity(db, entry.taskId, entry.user._id, entry.at);
  return row;
}

function isDeps(target: Deps | Db | Tx): target is Deps {
  return 'clock' in target && 'db' in target;
}

/**
 * Public: records one of the task action types of 01 §3 (CONTACTED_USER ... CHANGE_SPEED_LIMIT)
 * in the task history. Vehicle, ride and wallet actions call it inside their own
 * transaction, so it takes that transaction as well as the deps.
 */
export async function recordTaskAction(
  target: Deps | Db | Tx,
  input: { taskId: string; action: string; value?: string | null; user: TaskActor; at?: Date },
): Promise<TaskHistoryRow> {
  if (!(TASK_ACTION_TYPES as readonly string[]).includes(input.action))
    throw new UserError('Task action is not valid');
  const db = isDeps(target) ? target.db : target;
  const at = input.at ?? (isDeps(target) ? target.clock.now() : new Date());
  return addHistory(db, {
    taskId: input.taskId,
    action: input.action as TaskHistoryAction,
    value: input.value ?? null,
    user: input.user,
    at,
  });
}
