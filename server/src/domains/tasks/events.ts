import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import type {
  FlaggingTasksNotificationEvent,
  SupportTeamAttendanceEvent,
  TaskAssignmentUserStatusEvent,
  TaskListChangedEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import type { Outbox } from '../../platform/db/outbox';

// The database layer's transaction with its after-commit Outbox; re-exported for the task files that import it from here.
export { inTransaction } from '../../platform/db/inTransaction';
export type { Outbox } from '../../platform/db/outbox';

/**
 * Task lists read again: the agents' backlog (TASKS room) and the supervisors' Tasks table
 * (TASKS_TABLE room, issue 23 item 3), whose rows show every status change.
 */
export function emitTaskListChanged(out: Outbox, task: Pick<TaskPayload, '_id' | 'status'>): void {
  const payload: TaskListChangedEvent = { _id: task._id, status: task.status };
  out.toTopic(REALTIME_EVENTS.TASKS, payload);
  out.toTopic(REALTIME_EVENTS.TASKS_TABLE, payload);
}

/** 'ASSIGNED TASK' to the agent who now holds the task; the lists read again. */
export function emitTaskAssigned(out: Outbox, task: TaskPayload): void {
  emitTaskListChanged(out, task);
  if (task.assignedTo) out.toUser(task.assignedTo, REALTIME_EVENTS.ASSIGNED_TASK, task);
}

/** 'UPDATED TASK' to the holder, if any. */
export function emitTaskUpdated(out: Outbox, userId: string | null, task: TaskPayload): void {
  // Every change of a task's row (resolved, pending, back in the queue) changes the lists it is in.
  emitTaskListChanged(out, task);
  if (userId) out.toUser(userId, REALTIME_EVENTS.UPDATED_TASK, task);
}

export function emitFlagging(out: Outbox, userId: string, payload: FlaggingTasksNotificationEvent): void {
  out.toUser(userId, REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT, payload);
}

export function emitUserStatus(out: Outbox, payload: TaskAssignmentUserStatusEvent): void {
  out.toTopic(REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT, payload);
}

export function emitAttendanceChange(out: Outbox, payload: SupportTeamAttendanceEvent): void {
  out.toTopic(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload);
  // The agent's own workspace hears it too: a supervisor may have set them on break.
  out.toUser(payload.userId, REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload);
}

// Re-exported for the callers that found it here first; it belongs to the database layer.
export { isUniqueViolation };

/**
 * Retries a whole transaction when a concurrent writer won a unique index race (two
 * conditions for one vehicle at once): the retry then sees the winner's row.
 */
export async function retryOnUniqueViolation<T>(work: () => Promise<T>, attempts = 3): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !isUniqueViolation(error)) throw error;
    }
  }
}
