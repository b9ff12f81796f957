import { can } from '@ops/shared/rules/permissions/can';
import {
  codeRoomParts,
  HELD_TASK_FOLLOW_GATE,
  mayFollowVehicle,
  mayJoinTopic,
  topicOfRoom,
  VEHICLE_FOLLOW_GATE,
} from '@ops/shared/realtime/topics';
import type { Db } from '../db/client';
import type { SessionInfo, SessionRole } from '../session/sessionTypes';

/** Whose permissions changed: every holder of a role, or one user (role changed, deactivated). */
export type AccessTarget = { roleId: string } | { userId: string };

/** The room operations the access rules need from a socket (a socket.io Socket has them). */
export interface RoomMember {
  readonly rooms: Set<string>;
  data: { session: SessionInfo };
  leave(room: string): unknown;
}

export function concernsSession(target: AccessTarget, session: SessionInfo): boolean {
  return 'roleId' in target ? session.role?._id === target.roleId : session.user._id === target.userId;
}

/** Only an agent without the vehicles page needs to know which vehicle they hold a task for. */
const needsHeldTask = (role: SessionRole | null): boolean =>
  !can(role, VEHICLE_FOLLOW_GATE) && can(role, HELD_TASK_FOLLOW_GATE);

/**
 * The vehicle code of the task the user holds now, if any (one held task per agent). The tasks
 * domain answers it (tasks/engine.ts heldVehicleCode); compose hands it to the socket server.
 */
export type HeldVehicleCode = (db: Db, userId: string) => Promise<string | null>;

/**
 * Whether the socket's current session may follow one vehicle code. The session is read
 * again after the database answers: if the permissions were refreshed meanwhile, the
 * check runs again on the new ones, so a join racing a refresh cannot keep old rights.
 */
export async function mayFollow(
  db: Db,
  heldVehicleCode: HeldVehicleCode,
  socket: RoomMember,
  topic: string,
  code: string,
): Promise<boolean> {
  for (;;) {
    const session = socket.data.session;
    const held = needsHeldTask(session.role) ? await heldVehicleCode(db, session.user._id) : null;
    if (socket.data.session === session) return mayFollowVehicle(session.role, topic, code, held);
  }
}

/** Leaves every topic and vehicle room the socket's (new) session may no longer be in. */
export async function leaveForbiddenRooms(
  db: Db,
  heldVehicleCode: HeldVehicleCode,
  socket: RoomMember,
): Promise<void> {
  const { role } = socket.data.session;
  // Topic rooms first and synchronously, so no event of a lost topic slips in during the query below.
  for (const room of [...socket.rooms]) {
    const topic = topicOfRoom(room);
    if (topic !== null && !mayJoinTopic(role, topic)) void socket.leave(room);
  }
  const codeRooms = [...socket.rooms].filter((room) => codeRoomParts(room) !== null);
  if (codeRooms.length === 0) return;
  const session = socket.data.session;
  const held = needsHeldTask(session.role) ? await heldVehicleCode(db, session.user._id) : null;
  // A refresh that overtook this one prunes with its own, newer session.
  if (socket.data.session !== session) return;
  for (const room of codeRooms) {
    const parts = codeRoomParts(room);
    if (parts && !mayFollowVehicle(session.role, parts.topic, parts.code, held)) void socket.leave(room);
  }
}
