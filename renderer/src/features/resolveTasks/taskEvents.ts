import type { UnknownAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import type {
  CheckOutUserEvent,
  FlaggingTasksNotificationEvent,
  SupportTeamAttendanceEvent,
  TaskIdleReturnedEvent,
  TaskIdleWarningEvent,
  TaskPayload,
} from '@ops/shared/realtime/taskEvents';
import { checkedOutByEvent, flaggingEvent, idleReturned, idleWarned, taskAssigned, taskUpdated } from './tasksSlice';
import { attendanceEvent, notCheckedIn } from './attendanceSlice';
import { writeTaskToCache, type WorkspaceTask } from './resolveTasksApi';

/** The events the workspace listens to while it is open (01 §4, 03 §4). */
export const WORKSPACE_EVENTS: readonly RealtimeEvent[] = [
  REALTIME_EVENTS.ASSIGNED_TASK,
  REALTIME_EVENTS.UPDATED_TASK,
  REALTIME_EVENTS.CHECK_OUT_USER,
  REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT,
  REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT,
  REALTIME_EVENTS.TASK_IDLE_RETURNED,
  REALTIME_EVENTS.TASK_IDLE_WARNING,
];

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Turns one socket event into the store actions it means; pure, so the event rules
 * are tested without a socket. Payloads that do not look like the shared shapes are
 * dropped rather than trusted.
 */
export function actionsForEvent(event: RealtimeEvent, payload: unknown, myUserId: string | null): UnknownAction[] {
  if (!isObject(payload)) return [];
  switch (event) {
    case REALTIME_EVENTS.ASSIGNED_TASK:
      return typeof payload._id === 'string' ? [taskAssigned(payload as unknown as TaskPayload)] : [];
    case REALTIME_EVENTS.UPDATED_TASK:
      return typeof payload._id === 'string' ? [taskUpdated(payload as unknown as TaskPayload)] : [];
    case REALTIME_EVENTS.CHECK_OUT_USER: {
      const checkOut = payload as unknown as CheckOutUserEvent;
      if (myUserId && checkOut.userId !== myUserId) return [];
      return [checkedOutByEvent(checkOut), notCheckedIn()];
    }
    case REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT:
      return typeof payload.kind === 'string' ? [flaggingEvent(payload as unknown as FlaggingTasksNotificationEvent)] : [];
    case REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT: {
      const change = payload as unknown as SupportTeamAttendanceEvent;
      return change.userId === myUserId ? [attendanceEvent(change)] : [];
    }
    case REALTIME_EVENTS.TASK_IDLE_RETURNED:
      return typeof payload.taskId === 'string' && typeof payload.message === 'string' ? [idleReturned(payload as unknown as TaskIdleReturnedEvent)] : [];
    case REALTIME_EVENTS.TASK_IDLE_WARNING:
      return typeof payload.taskId === 'string' && typeof payload.message === 'string' ? [idleWarned(payload as unknown as TaskIdleWarningEvent)] : [];
    default:
      return [];
  }
}

/**
 * 'ASSIGNED TASK' and 'UPDATED TASK' carry the whole task: written into the task's cache
 * entry (if the Task History has it open), so the history shows what others did at once.
 */
export function cacheWritesForEvent(event: RealtimeEvent, payload: unknown): Array<ReturnType<typeof writeTaskToCache>> {
  if (event !== REALTIME_EVENTS.ASSIGNED_TASK && event !== REALTIME_EVENTS.UPDATED_TASK) return [];
  if (!isObject(payload) || typeof payload._id !== 'string') return [];
  return [writeTaskToCache(payload as unknown as WorkspaceTask)];
}
