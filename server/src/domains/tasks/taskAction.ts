import type { TaskActionType } from '@ops/shared/rules/labels';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { requireHeldTask } from './access';
import { recordTaskAction } from './history';

/**
 * Public (through engine.ts): the vehicle, ride, wallet and user actions that name a task.
 * Outside a task (taskId empty) there is nothing to check or record. Inside one, the
 * caller must hold it (issue 6 §5): checkTaskForAction runs first, in the action's own
 * transaction, so a refused task refuses the action before any money or vehicle moves;
 * recordIfInTask writes the history line in that same transaction (and checks again,
 * so an action that forgot the early check is still refused as a whole).
 */
export async function checkTaskForAction(
  db: Db | Tx,
  taskId: string | null | undefined,
  session: SessionInfo,
): Promise<void> {
  if (!taskId) return;
  await requireHeldTask(db, taskId, session.user._id);
}

export async function recordIfInTask(
  tx: Tx,
  taskId: string | null | undefined,
  action: TaskActionType,
  value: string,
  session: SessionInfo,
): Promise<void> {
  if (!taskId) return;
  await requireHeldTask(tx, taskId, session.user._id);
  await recordTaskAction(tx, { taskId, action, value, user: session.user });
}
