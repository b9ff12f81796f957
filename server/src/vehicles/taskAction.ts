import type { TaskActionType } from '@ops/shared/rules/labels';
import type { SessionInfo } from '../auth/sessionTypes';
import type { Tx } from '../db/client';
import { recordTaskAction } from '../tasks/history';

/**
 * An action taken inside a task is written to that task's history in the same
 * transaction as the action itself, so the history never claims what did not happen.
 * Outside a task (taskId empty) there is nothing to record.
 */
export async function recordIfInTask(
  tx: Tx,
  taskId: string | null | undefined,
  action: TaskActionType,
  value: string,
  session: SessionInfo,
): Promise<void> {
  if (!taskId) return;
  await recordTaskAction(tx, { taskId, action, value, user: session.user });
}
