import type { UnknownAction } from '@reduxjs/toolkit';
import { REALTIME_EVENTS, type RealtimeEvent } from '@ops/shared/realtime/events';
import type { RealtimeMessage } from '@ops/shared/realtime/contract';
import {
  checkedOutByEvent,
  flaggingEvent,
  idleReturned,
  idleWarned,
  taskAssigned,
  taskUpdated,
} from './tasksSlice';
import { attendanceEvent, notCheckedIn } from './attendanceSlice';
import { writeTaskToCache } from './resolveTasksApi';

/** The events the workspace listens to while it is open (01 §4, 03 §4). */
export const WORKSPACE_EVENTS = [
  REALTIME_EVENTS.ASSIGNED_TASK,
  REALTIME_EVENTS.UPDATED_TASK,
  REALTIME_EVENTS.CHECK_OUT_USER,
  REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT,
  REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT,
  REALTIME_EVENTS.TASK_IDLE_RETURNED,
  REALTIME_EVENTS.TASK_IDLE_WARNING,
] as const satisfies readonly RealtimeEvent[];

/** One of those events with its payload, as the realtime contract types it. */
export type WorkspaceMessage = RealtimeMessage<(typeof WORKSPACE_EVENTS)[number]>;

/**
 * Turns one socket event into the store actions it means; pure, so the event rules
 * are tested without a socket.
 */
export function actionsForEvent(message: WorkspaceMessage, myUserId: string | null): UnknownAction[] {
  switch (message.event) {
    case REALTIME_EVENTS.ASSIGNED_TASK:
      return [taskAssigned(message.payload)];
    case REALTIME_EVENTS.UPDATED_TASK:
      return [taskUpdated(message.payload)];
    case REALTIME_EVENTS.CHECK_OUT_USER:
      if (myUserId && message.payload.userId !== myUserId) return [];
      return [checkedOutByEvent(message.payload), notCheckedIn()];
    case REALTIME_EVENTS.FLAGGING_TASKS_NOTIFICATION_EVENT:
      return [flaggingEvent(message.payload)];
    case REALTIME_EVENTS.SUPPORT_TEAM_ATTENDANCE_EVENT:
      return message.payload.userId === myUserId ? [attendanceEvent(message.payload)] : [];
    case REALTIME_EVENTS.TASK_IDLE_RETURNED:
      return [idleReturned(message.payload)];
    case REALTIME_EVENTS.TASK_IDLE_WARNING:
      return [idleWarned(message.payload)];
  }
}

/**
 * 'ASSIGNED TASK' and 'UPDATED TASK' carry the whole task: written into the task's cache
 * entry (if the Task History has it open), so the history shows what others did at once.
 */
export function cacheWritesForEvent(message: WorkspaceMessage): Array<ReturnType<typeof writeTaskToCache>> {
  if (message.event !== REALTIME_EVENTS.ASSIGNED_TASK && message.event !== REALTIME_EVENTS.UPDATED_TASK)
    return [];
  return [writeTaskToCache(message.payload)];
}
