/**
 * Realtime event names (03 §4) shared by the socket.io server and the renderer.
 * The task events keep the spaces the spec gives them ('ASSIGNED TASK'): they are
 * wire names, not identifiers. What each carries is in ./contract.ts.
 */
export const REALTIME_EVENTS = {
  ASSIGNED_TASK: 'ASSIGNED TASK',
  UPDATED_TASK: 'UPDATED TASK',
  CHECK_OUT_USER: 'CHECK OUT USER',
  NEW_USER: 'NEW_USER',
  NEW_ON_GOING_RIDE: 'NEW_ON_GOING_RIDE',
  OUT_OF_FENCE_VEHICLE: 'OUT_OF_FENCE_VEHICLE',
  URGENT_VEHICLE: 'URGENT_VEHICLE',
  DEL_URGENT_VEHICLE: 'DEL_URGENT_VEHICLE',
  VEHICLE_LOCK_STATUS: 'VEHICLE_LOCK_STATUS',
  VEHICLE_BAT_LOCK_STATUS: 'VEHICLE_BAT_LOCK_STATUS',
  NEW_SUCCESS_RIDE: 'NEW_SUCCESS_RIDE',
  SCOOTER_COORDINATES: 'SCOOTER_COORDINATES',
  NEW_DAY_RENTAL: 'NEW_DAY_RENTAL',
  VEHICLE_LOGS: 'VEHICLE_LOGS',
  NEW_PENDING_VERIFICATION: 'NEW_PENDING_VERIFICATION',
  REMOVE_PENDING_VERIFICATION: 'REMOVE_PENDING_VERIFICATION',
  NEW_STOLEN_ALERT: 'NEW_STOLEN_ALERT',
  REMOVE_STOLEN_ALERT: 'REMOVE_STOLEN_ALERT',
  NEW_USER_OPS_LOCATION: 'NEW_USER_OPS_LOCATION',
  // To a staff member's ops app (not this app), asking it to report its location now.
  PING_USER_OPS_LOCATION: 'PING_USER_OPS_LOCATION',
  SUPPORT_TEAM_ATTENDANCE_EVENT: 'SUPPORT_TEAM_ATTENDANCE_EVENT',
  TASK_ASSIGNMENT_USER_STATUS_EVENT: 'TASK_ASSIGNMENT_USER_STATUS_EVENT',
  FLAGGING_TASKS_NOTIFICATION_EVENT: 'FLAGGING_TASKS_NOTIFICATION_EVENT',
  /** Ours (issue 12 §1): a stock row changed; the urgent and warehouse pages refresh. */
  INVENTORY_STOCK: 'INVENTORY_STOCK',
  /** Ours (issue 11 §5): which home dashboard parts moved; clients read those parts again. */
  HOME_DASHBOARD: 'HOME_DASHBOARD',
  // Issue 11 item 6: a task close to or past its SLA, or taken back from an idle agent (supervisors).
  TASK_SLA_ALERT: 'TASK_SLA_ALERT',
  // To the agent whose task the idle sweep took back: why, in plain words.
  TASK_IDLE_RETURNED: 'TASK_IDLE_RETURNED',
  // Issue 23 item 6: to the agent a minute before the idle sweep takes their task back.
  TASK_IDLE_WARNING: 'TASK_IDLE_WARNING',
  // Ours (issue 23 item 3): a task was raised or left the queue; task lists (the backlog) read again.
  TASKS: 'TASKS',
  // Ours (issue 23 item 3): the same, to those who see the Tasks table (its rows change with every status).
  TASKS_TABLE: 'TASKS_TABLE',
  // Ours (issue 23 item 5): the permissions of this socket's session changed (its role was edited);
  // sent to the socket itself, no room: the client reads its own permissions again.
  ACCESS_CHANGED: 'ACCESS_CHANGED',
  // Ours (issue 23): to the requester, a held money change was approved or rejected.
  MONEY_APPROVAL_DECIDED: 'MONEY_APPROVAL_DECIDED',
} as const;

export type RealtimeEventKey = keyof typeof REALTIME_EVENTS;
export type RealtimeEvent = (typeof REALTIME_EVENTS)[RealtimeEventKey];

/** The socket.io path on the API host (03 §7). */
export const SOCKET_PATH = '/ws';

/** A client joins an event's room with `SUB_<event>` and leaves it with `UNSUB_<event>` (03 §7). */
export const subscribeMessage = (event: RealtimeEvent): string => `SUB_${event}`;
export const unsubscribeMessage = (event: RealtimeEvent): string => `UNSUB_${event}`;

/** connect_error message the server uses when the token is missing, invalid or expired. */
export const UNAUTHORIZED_SOCKET_ERROR = 'UNAUTHORIZED';

export const ALL_REALTIME_EVENTS: readonly RealtimeEvent[] = Object.values(REALTIME_EVENTS);
