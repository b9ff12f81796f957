import { can, type RoleLike } from '../rules/permissions/can';
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
  TASKS_TABLE: { layer: 'task', permission: 'VIEW_TASKS_TABLE' },
  // Stock changes after each inventory movement (issue 12 §1: urgent items live).
  INVENTORY_STOCK: { layer: 'inventory', permission: 'VIEW_PAGE' },
  // Part names only, no figures (issue 11 §5): each part is read again through its own gate.
  HOME_DASHBOARD: { layer: 'home', permission: 'VIEW_PAGE' },
  // Supervisors' SLA notices (issue 11 item 6): those who see the tasks table.
  TASK_SLA_ALERT: { layer: 'task', permission: 'VIEW_TASKS_TABLE' },
};

/** Per-code topics joined with SUBSCRIBE_TO_LOGS { topic, code, subscribe }. */
export const PER_CODE_TOPICS = ['VEHICLE_LOGS', 'SCOOTER_COORDINATES'] as const;
export type PerCodeTopic = (typeof PER_CODE_TOPICS)[number];

export const isPerCodeTopic = (topic: string): topic is PerCodeTopic =>
  (PER_CODE_TOPICS as readonly string[]).includes(topic);

/** Following any vehicle's logs and position is part of viewing the vehicles page. */
export const VEHICLE_FOLLOW_GATE: Gate = { layer: 'vehicles', permission: 'VIEW_PAGE' };
/** An agent may follow the one vehicle of the task they hold (its card in the workspace). */
export const HELD_TASK_FOLLOW_GATE: Gate = { layer: 'task', permission: 'RESOLVE_TASKS' };

/** May a role join a topic room? A topic missing from TOPIC_GATES never. */
export function mayJoinTopic(role: RoleLike | null | undefined, topic: string): boolean {
  const gate = Object.hasOwn(TOPIC_GATES, topic) ? TOPIC_GATES[topic] : undefined;
  if (!gate) return false;
  return gate === 'signedIn' ? true : can(role, gate);
}

/**
 * May a role follow one vehicle code on a per-code topic? With the vehicles page, any
 * vehicle; with the task permission, only the vehicle of the task the user holds now.
 */
export function mayFollowVehicle(
  role: RoleLike | null | undefined,
  topic: string,
  code: string,
  heldVehicleCode: string | null,
): boolean {
  if (!isPerCodeTopic(topic) || code.length === 0) return false;
  if (can(role, VEHICLE_FOLLOW_GATE)) return true;
  return heldVehicleCode !== null && heldVehicleCode === code && can(role, HELD_TASK_FOLLOW_GATE);
}

/** The topic and code of a per-code room name, or null for any other room. */
export function codeRoomParts(room: string): { topic: string; code: string } | null {
  if (!room.startsWith('code:')) return null;
  const rest = room.slice('code:'.length);
  const split = rest.indexOf(':');
  return split < 0 ? null : { topic: rest.slice(0, split), code: rest.slice(split + 1) };
}

/** The topic of a topic room name, or null for any other room. */
export const topicOfRoom = (room: string): string | null =>
  room.startsWith('topic:') ? room.slice('topic:'.length) : null;

export const roomOfTopic = (topic: string): string => `topic:${topic}`;
export const roomOfCode = (topic: string, code: string): string => `code:${topic}:${code}`;
export const roomOfUser = (userId: string): string => `user:${userId}`;
export const roomOfSession = (sessionId: string): string => `session:${sessionId}`;
