/**
 * Test fixtures for the task engine tests (not a test file itself): staff with a
 * session and a socket, areas, vehicles, rides and a queue reset between tests.
 */
import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas/tables';
import { authenticate, createSession } from '../../platform/session/sessions';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { newId } from '../../platform/lib/ids';
import { rides } from '../rides/tables';
import { vehicles } from '../vehicles/tables';
import { users } from '../../platform/session/tables';
import { createStaff } from '../../../test/staff';
import type { TestServer } from '../../../test/testServer';

export const AGENT_PERMISSIONS: RolePermissions = { task: { RESOLVE_TASKS: true, FLAG_TASK: true } };
export const SUPERVISOR_PERMISSIONS: RolePermissions = {
  task: {
    RESOLVE_TASKS: true,
    FLAG_TASK: true,
    CHECK_USERS_OUT: true,
    SET_USERS_ON_BREAK: true,
    BULK_TRANSFER_FLAGGED_TASKS: true,
    FORCE_TRANSFER: true,
    ADD_CUSTOM_PENDING_TIME: true,
    VIEW_TASKS_TABLE: true,
    VIEW_SUPPORT_TEAM_ATTENDANCE: true,
  },
};

export interface ReceivedEvent {
  event: string;
  payload: unknown;
}

export interface Agent {
  userId: string;
  token: string;
  session: SessionInfo;
  socket: Socket | null;
  events: ReceivedEvent[];
  /** Resolves with the first matching event received (now or later). */
  next<T = Record<string, unknown>>(
    event: string,
    match?: (payload: T) => boolean,
    timeoutMs?: number,
  ): Promise<T>;
}

/** Agents are level 5 unless told; a supervisor acting on colleagues must outrank them (issue 6 §6). */
export async function makeAgent(
  server: TestServer,
  permissions: RolePermissions = AGENT_PERMISSIONS,
  options: { socket?: boolean; level?: number; department?: string } = {},
): Promise<Agent> {
  const deps = server.server.deps;
  const staff = await createStaff(server.handle.db, {
    permissions,
    level: options.level ?? 5,
    department: options.department,
  });
  const { token } = await createSession(deps, {
    userId: staff.userId,
    deviceId: null,
    ip: '127.0.0.1',
    userAgent: 'test',
  });
  const session = await authenticate(deps, token);
  if (!session) throw new Error('session not created');
  const events: ReceivedEvent[] = [];
  const waiters: Array<() => void> = [];
  let socket: Socket | null = null;
  if (options.socket !== false) {
    socket = connectSocket(server.url, {
      path: '/ws',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.onAny((event: string, payload: unknown) => {
      events.push({ event, payload });
      for (const wake of waiters.splice(0)) wake();
    });
    await new Promise<void>((resolve, reject) => {
      socket!.on('connect', () => resolve());
      socket!.on('connect_error', reject);
    });
  }
  return {
    userId: staff.userId,
    token,
    session,
    socket,
    events,
    next<T>(event: string, match: (payload: T) => boolean = () => true, timeoutMs = 5000): Promise<T> {
      return new Promise<T>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no ${event} within ${timeoutMs} ms`)), timeoutMs);
        const look = () => {
          const found = events.find((entry) => entry.event === event && match(entry.payload as T));
          if (found) {
            clearTimeout(timer);
            resolve(found.payload as T);
          } else waiters.push(look);
        };
        look();
      });
    },
  };
}

export async function makeArea(
  deps: Deps,
  name = `Area ${newId().slice(0, 6)}`,
): Promise<{ id: string; name: string }> {
  const id = newId();
  await deps.db.insert(areas).values({ id, name });
  return { id, name };
}

export async function makeVehicle(deps: Deps, areaId: string): Promise<{ id: string; code: string }> {
  const id = newId();
  const code = `T${id.slice(0, 6).toUpperCase()}`;
  await deps.db.insert(vehicles).values({ id, code, areaId, manufacturer: 'Xiaomi', vehicleType: 'Super C' });
  return { id, code };
}

export async function makeRide(deps: Deps, vehicleId: string, areaId: string): Promise<string> {
  const riderId = newId();
  await deps.db.insert(users).values({
    id: riderId,
    name: 'Rider',
    phoneNumber: `+2011${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`,
  });
  const id = newId();
  await deps.db.insert(rides).values({
    id,
    userId: riderId,
    vehicleId,
    areaId,
    status: 'done',
    startTime: deps.clock.now(),
    imageUrl: 'rides/x.png',
  });
  return id;
}

/** Every test starts from an empty queue and nobody on shift. */
export async function resetQueue(deps: Deps): Promise<void> {
  await deps.db.execute(sql`UPDATE transfer_requests SET status = 'rejected' WHERE status = 'pending'`);
  await deps.db.execute(
    sql`UPDATE tasks SET status = 'resolved', resolved_at = now(), pending_until = NULL, flagged_by = NULL WHERE status <> 'resolved'`,
  );
  await deps.db.execute(sql`UPDATE support_breaks SET check_out_date = now() WHERE check_out_date IS NULL`);
  await deps.db.execute(
    sql`UPDATE support_attendance SET status = 'ENDED', check_out_date = now() WHERE status <> 'ENDED'`,
  );
  await deps.db.execute(sql`DELETE FROM task_area_settings`);
  await deps.db.execute(sql`DELETE FROM task_type_settings`);
}

export function closeAgents(agents: Agent[]): void {
  for (const agent of agents) agent.socket?.close();
}

// The agent's own calls, for tests elsewhere that check what an agent sees after their action.
export { getUserAssignedTask, manualPickTask } from './workspace';
export { flaggedTasksOf, setTaskToFlagged } from './flags';
