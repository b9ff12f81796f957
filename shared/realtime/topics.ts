import type { Gate } from '../rules/permissions/catalogue';

/**
 * Topic rooms a socket may join with SUB_<TOPIC> (or SUBSCRIBE_TO_<TOPIC> with
 * { subscribe: true }), and the permission each needs. The server checks it on
 * every join; a topic missing here cannot be joined at all.
 */
export const TOPIC_GATES: Record<string, Gate | 'signedIn'> = {
  NEW_USER: { layer: 'users', permission: 'VIEW_PAGE' },
  NEW_ON_GOING_RIDE: { layer: 'rides', permission: 'VIEW_PAGE' },
  NEW_SUCCESS_RIDE: { layer: 'rides', permission: 'VIEW_PAGE' },
  NEW_DAY_RENTAL: { layer: 'rentals', permission: 'VIEW_PAGE' },
  OUT_OF_FENCE_VEHICLE: { layer: 'home', permission: 'VIEW_URGENT_VEHICLES' },
  URGENT_VEHICLE: { layer: 'home', permission: 'VIEW_URGENT_VEHICLES' },
  DEL_URGENT_VEHICLE: { layer: 'home', permission: 'VIEW_URGENT_VEHICLES' },
  VEHICLE_LOCK_STATUS: 'signedIn',
  VEHICLE_BAT_LOCK_STATUS: 'signedIn',
  NEW_PENDING_VERIFICATION: { layer: 'users', permission: 'VERIFY_ID_REQUESTS' },
  REMOVE_PENDING_VERIFICATION: { layer: 'users', permission: 'VERIFY_ID_REQUESTS' },
  NEW_STOLEN_ALERT: { layer: 'vehicles', permission: 'VIEW_PAGE' },
  REMOVE_STOLEN_ALERT: { layer: 'vehicles', permission: 'VIEW_PAGE' },
  NEW_USER_OPS_LOCATION: { layer: 'onGroundTeam', permission: 'VIEW_PAGE' },
  SUPPORT_TEAM_ATTENDANCE_EVENT: { layer: 'task', permission: 'VIEW_SUPPORT_TEAM_ATTENDANCE' },
  TASK_ASSIGNMENT_USER_STATUS_EVENT: { layer: 'task', permission: 'VIEW_TASKS_TABLE' },
  TASKS: { layer: 'task', permission: 'RESOLVE_TASKS' },
};

/** Per-code topics joined with SUBSCRIBE_TO_LOGS { topic, code, subscribe }. */
export const PER_CODE_TOPICS = ['VEHICLE_LOGS', 'SCOOTER_COORDINATES'] as const;

export const roomOfTopic = (topic: string): string => `topic:${topic}`;
export const roomOfCode = (topic: string, code: string): string => `code:${topic}:${code}`;
export const roomOfUser = (userId: string): string => `user:${userId}`;
export const roomOfSession = (sessionId: string): string => `session:${sessionId}`;
