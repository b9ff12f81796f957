import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import type {
  FlaggingTasksNotificationEvent,
  SupportTeamAttendanceEvent,
  TaskAssignmentUserStatusEvent,
  TaskListChangedEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import type { EventBus } from '../../platform/realtime/eventBus';

type Send = (bus: EventBus) => void;

/**
 * Events wait here until their transaction commits: an agent must never hear
 * 'ASSIGNED TASK' for a claim that was rolled back.
 */
export class Outbox {
  private readonly sends: Send[] = [];
  push(send: Send): void {
    this.sends.push(send);
  }
  flush(bus: EventBus): void {
    for (const send of this.sends.splice(0)) send(bus);
  }

  /**
   * Task lists read again: the agents' backlog (TASKS room) and the supervisors' Tasks table
   * (TASKS_TABLE room, issue 23 item 3), whose rows show every status change.
   */
  listChanged(task: Pick<TaskPayload, '_id' | 'status'>): void {
    const payload: TaskListChangedEvent = { _id: task._id, status: task.status };
    this.push((bus) => {
      bus.toTopic(REALTIME_EVENTS.TASKS, REALTIME_EVENTS.TASKS, payload);
      bus.toTopic(REALTIME_EVENTS.TASKS_TABLE, REALTIME_EVENTS.TASKS_TABLE, payload);
    });
  }

  assigned(task: TaskPayload): void {
    this.listChanged(task);
    if (task.assignedTo) {
      const userId = task.assignedTo;
      this.push((bus) => bus.toUser(userId, REALTIME_EVENTS.ASSIGNED_TASK, task));
    }
  }
  updated(userId: string | null, task: TaskPayload): void {
    // Every change of a task's row (resolved, pending, back in the queue) changes the lists it is in.
    this.listChanged(task);
    if (userId) this.push((bus) => bus.toUser(userId, REALTIME_EVENTS.UPDATED_TASK, task));
  }
  flagging(userId: string, payload: FlaggingTasksNotificationEvent): void {
    this.push((bus) => bus.toUser(userId, REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT, payload));
  }
  userStatus(payload: TaskAssignmentUserStatusEvent): void {
    this.push((bus) => bus.toTopic(REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT, REALTIME_EVENTS.TASK_ASSIGNMENT_USER_STATUS_EVENT, payload));
  }
  attendance(payload: SupportTeamAttendanceEvent): void {
    // The agent's own workspace hears it too: a supervisor may have set them on break.
    this.push((bus) => {
      bus.toTopic(REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload);
      bus.toUser(payload.userId, REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT, payload);
    });
  }
}

/** Runs `work` in one transaction and sends its events only once it has committed. */
export async function inTransaction<T>(deps: Deps, work: (tx: Tx, out: Outbox) => Promise<T>): Promise<T> {
  const out = new Outbox();
  const result = await deps.db.transaction((tx) => work(tx, out));
  out.flush(deps.events);
  return result;
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
