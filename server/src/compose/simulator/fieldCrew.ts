import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { displayedBattery } from '@ops/shared/rules/battery';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { newId } from '../../platform/lib/ids';
import { failOpsTask, createOpsTask, resolveOpsTask, startOpsTask } from '../../domains/opsTasks/service';
import { opsTasks } from '../../domains/opsTasks/tables';
import { roles } from '../../platform/session/tables';
import { Random } from '../../platform/lib/random';
import { staffLocations } from '../../domains/staffLocations/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../../domains/vehicles/tables';

/** How often (in ticks) the crew looks at the work, and how long a job takes before it ends. */
const EVERY_TICKS = 3;
const JOB_MINUTES = 2;
const LOW_BATTERY = 20;
const OPEN_TASKS_AT_MOST = 12;

interface Crew {
  random: Random;
}

const crews = new WeakMap<Deps, Crew>();

/** What the service needs of a session, for staff the simulator plays. */
function sessionOf(
  user: { id: string; name: string; phoneNumber: string },
  role: { id: string; name: string; level: number; department: string; permissions: RolePermissions },
): SessionInfo {
  return {
    sessionId: 'simulator',
    wsId: 'simulator',
    expiresAt: new Date(Date.now() + 60_000),
    user: {
      _id: user.id,
      name: user.name,
      phoneNumber: user.phoneNumber,
      email: null,
      mustChangePassword: false,
    },
    role: {
      _id: role.id,
      name: role.name,
      level: role.level,
      department: role.department,
      permissions: role.permissions,
    },
  };
}

async function staffHolding(deps: Deps, flag: 'MANAGE' | 'RESOLVE') {
  const rows = await deps.db
    .select({
      user: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
      role: {
        id: roles.id,
        name: roles.name,
        level: roles.level,
        department: roles.department,
        permissions: roles.permissions,
      },
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(users.type, 'operations'),
        sql`${roles.level} > 0`,
        sql`(${roles.permissions} -> 'opsTask' ->> ${flag}) = 'true'`,
      ),
    )
    .orderBy(asc(users.id));
  return rows.map((row) => ({ ...row, session: sessionOf(row.user, row.role) }));
}

/** The technician's app reports a position a few metres from the vehicle: they walked there. */
async function arriveAt(
  deps: Deps,
  random: Random,
  userId: string,
  vehicle: { lat: number; long: number },
): Promise<void> {
  await deps.db.insert(staffLocations).values({
    id: newId(),
    userId,
    lat: vehicle.lat + random.float(-0.0002, 0.0002),
    lng: vehicle.long + random.float(-0.0002, 0.0002),
    createdAt: deps.clock.now(),
  });
}

/**
 * The field crew of the fleet simulator (issue 9 §9): now and then an operations manager opens
 * a battery-swap task for a low vehicle; a free technician walks to an open task and starts it;
 * after a couple of minutes they resolve it (now and then fail it). Everything goes through
 * the ops task service, so the simulator is refused exactly as staff would be.
 */
export async function playFieldCrew(deps: Deps, seed: number, tick: number): Promise<void> {
  if (tick % EVERY_TICKS !== 0) return;
  let crew = crews.get(deps);
  if (!crew) crews.set(deps, (crew = { random: new Random(`${seed}:field-crew`) }));
  const { random } = crew;
  try {
    await openWork(deps, random);
    await startWork(deps, random);
    await finishWork(deps, random);
  } catch (error) {
    // A refusal (someone else took the task first, a technician stepped away) is part of the game.
    deps.log.debug({ err: error }, 'field crew step refused');
  }
}

async function openWork(deps: Deps, random: Random): Promise<void> {
  const [{ open } = { open: 0 }] = await deps.db
    .select({ open: sql<number>`count(*)::int` })
    .from(opsTasks)
    .where(inArray(opsTasks.status, ['open', 'inProgress']));
  if (open >= OPEN_TASKS_AT_MOST || random.next() > 0.5) return;
  const managers = await staffHolding(deps, 'MANAGE');
  if (managers.length === 0) return;
  const candidates = await deps.db
    .select()
    .from(vehicles)
    .where(
      and(
        eq(vehicles.isInStorage, false),
        eq(vehicles.disabled, false),
        eq(vehicles.inRide, false),
        notExists(
          deps.db
            .select({ id: opsTasks.id })
            .from(opsTasks)
            .where(
              and(eq(opsTasks.vehicleId, vehicles.id), inArray(opsTasks.status, ['open', 'inProgress'])),
            ),
        ),
      ),
    )
    .orderBy(asc(vehicles.realBatteryValue), asc(vehicles.battery))
    .limit(20);
  const low = candidates.filter((v) => (displayedBattery(v) ?? 100) <= LOW_BATTERY);
  if (low.length === 0) return;
  const vehicle = random.pick(low);
  await createOpsTask(deps, random.pick(managers).session, {
    type: 'BATTERY_SWAP',
    vehicleCode: vehicle.code,
    note: 'Low battery (simulated)',
  });
}

async function startWork(deps: Deps, random: Random): Promise<void> {
  const [task] = await deps.db
    .select()
    .from(opsTasks)
    .where(eq(opsTasks.status, 'open'))
    .orderBy(asc(opsTasks.createdAt))
    .limit(1);
  if (!task) return;
  const busy = new Set(
    (
      await deps.db
        .select({ holderId: opsTasks.holderId })
        .from(opsTasks)
        .where(eq(opsTasks.status, 'inProgress'))
    ).map((r) => r.holderId),
  );
  const free = (await staffHolding(deps, 'RESOLVE')).filter((t) => !busy.has(t.user.id));
  if (free.length === 0) return;
  const technician = random.pick(free);
  const [vehicle] = await deps.db.select().from(vehicles).where(eq(vehicles.id, task.vehicleId)).limit(1);
  if (!vehicle) return;
  await arriveAt(deps, random, technician.user.id, vehicle);
  await startOpsTask(deps, technician.session, { _id: task.id });
}

async function finishWork(deps: Deps, random: Random): Promise<void> {
  const due = new Date(deps.clock.now().getTime() - JOB_MINUTES * 60_000);
  const [task] = await deps.db
    .select()
    .from(opsTasks)
    .where(and(eq(opsTasks.status, 'inProgress'), lte(opsTasks.startedAt, due)))
    .orderBy(asc(opsTasks.startedAt))
    .limit(1);
  if (!task?.holderId) return;
  const holder = (await staffHolding(deps, 'RESOLVE')).find((t) => t.user.id === task.holderId);
  const [vehicle] = await deps.db.select().from(vehicles).where(eq(vehicles.id, task.vehicleId)).limit(1);
  if (!holder || !vehicle) return;
  if (random.next() < 0.1) {
    await failOpsTask(deps, holder.session, {
      _id: task.id,
      reason: 'Vehicle was not at its location (simulated)',
    });
    return;
  }
  await arriveAt(deps, random, holder.user.id, vehicle);
  await resolveOpsTask(deps, holder.session, { _id: task.id, note: 'Done (simulated)' });
}
