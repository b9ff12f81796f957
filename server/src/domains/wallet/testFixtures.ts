/**
 * Rows for the tests of the wallet, rides and vehicles domains (not a test file itself).
 * Balances of fixtures move through the ledger like any other change, so the wallet
 * log chain of a fixture user is whole from the start.
 */
import { eq } from 'drizzle-orm';
import pino from 'pino';
import type { Deps } from '../../platform/deps';
import { systemClock, type Clock } from '../../platform/deps';
import { SessionCache } from '../../platform/session/sessionCache';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { loadConfig } from '../../platform/config/config';
import type { DatabaseHandle, Db } from '../../platform/db/client';
import { areas, type Ring } from '../areas/tables';
import { SimulatedPaymentGateway } from '../../platform/integrations/paymentGateway/simulatedPaymentGateway';
import { SimulatedSmsProvider } from '../../platform/integrations/sms/simulatedSms';
import type { ObjectStorage } from '../../platform/integrations/storage/ObjectStorage';
import { SimulatedVehicleGateway } from '../vehicles/gateway/simulatedVehicleGateway';
import { newId } from '../../platform/lib/ids';
import { RecordingEventBus } from '../../platform/realtime/eventBus';
import { rides } from '../rides/tables';
import { users } from '../../platform/session/tables';
import { vehicles } from '../vehicles/tables';
import { moneyApprovalThresholds } from '../approvals/tables';
import { toPiasters } from '@ops/shared/rules/money';
import { applyBalanceChange } from './ledger';
import type { WalletLogType } from './tables';

let serial = 0;
const next = () => (serial += 1);

/** A square ring around a centre, `half` degrees each way. */
export function square(lat: number, lng: number, half: number): Ring {
  return [
    [lat - half, lng - half],
    [lat - half, lng + half],
    [lat + half, lng + half],
    [lat + half, lng - half],
  ];
}

export async function createArea(
  db: Db,
  fences: { outerFence?: Ring; opsFences?: Ring[] } = {},
): Promise<string> {
  const id = newId();
  await db.insert(areas).values({
    id,
    name: `Area ${id}`,
    outerFence: fences.outerFence ?? square(30.05, 31.23, 0.05),
    opsFences: fences.opsFences ?? [],
  });
  return id;
}

export async function createVehicle(
  db: Db,
  values: Partial<typeof vehicles.$inferInsert> = {},
): Promise<typeof vehicles.$inferSelect> {
  const [row] = await db
    .insert(vehicles)
    .values({
      id: newId(),
      code: `T${String(next()).padStart(5, '0')}${newId().slice(0, 4)}`,
      manufacturer: 'Xiaomi',
      vehicleType: 'Super C',
      lat: 30.05,
      long: 31.23,
      realBatteryValue: 80,
      ...values,
    })
    .returning();
  return row!;
}

export async function createRider(db: Db, balancePiasters = 0): Promise<string> {
  const id = newId();
  await db.insert(users).values({
    id,
    name: `Rider ${next()}`,
    phoneNumber: `+2011${String(10_000_000 + next() * 37).slice(-8)}`,
    type: 'user',
  });
  if (balancePiasters !== 0) await addLog(db, id, balancePiasters, 'MANUAL_INPUT', 'Opening balance');
  return id;
}

export async function addLog(
  db: Db,
  userId: string,
  piasters: number,
  type: WalletLogType,
  reason: string | null = null,
): Promise<string> {
  const log = await db.transaction((tx) =>
    applyBalanceChange(tx, {
      userId,
      differencePiasters: piasters,
      type,
      clock: systemClock,
      additionalReason: reason,
    }),
  );
  return log.id;
}

export async function createOngoingRide(
  db: Db,
  input: { userId: string; vehicleId: string; startTime: Date; areaId?: string | null },
): Promise<string> {
  const id = newId();
  await db.insert(rides).values({
    id,
    userId: input.userId,
    vehicleId: input.vehicleId,
    areaId: input.areaId ?? null,
    startTime: input.startTime,
    status: 'ongoing',
  });
  await db.update(vehicles).set({ inRide: true }).where(eq(vehicles.id, input.vehicleId));
  return id;
}

/** A session as authenticate() would give, for calling services directly. */
export function sessionFor(
  userId: string,
  role: { level?: number; department?: string; permissions?: Record<string, Record<string, boolean>> } = {},
): SessionInfo {
  return {
    sessionId: newId(),
    wsId: newId(),
    expiresAt: new Date(Date.now() + 3_600_000),
    user: {
      _id: userId,
      name: 'Staff',
      phoneNumber: '+201000000000',
      email: null,
      mustChangePassword: false,
    },
    role: {
      _id: newId(),
      name: 'Test',
      level: role.level ?? 0,
      department: role.department ?? 'Administration',
      permissions: role.permissions ?? {},
    },
  };
}

const noStorage: ObjectStorage = {
  name: 'none',
  put: async () => undefined,
  get: async () => null,
  signedUrl: (key) => `/files/${key}`,
  verify: () => false,
};

/** Deps over a database handle without an HTTP server: for direct service calls (PostgreSQL tests). */
export function depsOver(
  handle: DatabaseHandle,
  clock: Clock = systemClock,
): Deps & { events: RecordingEventBus } {
  const log = pino({ level: 'silent' });
  const events = new RecordingEventBus();
  const vehicleGateway = new SimulatedVehicleGateway({
    db: handle.db,
    events,
    clock,
    log,
    delayMs: 1,
    ackTimeoutMs: 5,
  });
  // Manual delivery: a test hands the gateway's webhooks over itself (deliverDue).
  const paymentGateway = new SimulatedPaymentGateway({ clock, delivery: 'manual' });
  return {
    config: loadConfig({ NODE_ENV: 'test' }),
    handle,
    db: handle.db,
    log,
    events,
    sms: new SimulatedSmsProvider(clock),
    clock,
    vehicleGateway,
    paymentGateway,
    storage: noStorage,
    sessionCache: new SessionCache(),
  };
}

/**
 * A session on the staff member's real role with that role's approval threshold set, for
 * tests whose subject is not the second signature (bulk ledger work by a trusted role): the
 * running totals of issue 22 §2 would otherwise hold what they move.
 */
export async function sessionWithThreshold(
  db: Db,
  staff: { userId: string; roleId: string },
  thresholdEgp: number,
  role: Parameters<typeof sessionFor>[1] = {},
): Promise<SessionInfo> {
  await db
    .insert(moneyApprovalThresholds)
    .values({ roleId: staff.roleId, thresholdPiasters: toPiasters(thresholdEgp) })
    .onConflictDoUpdate({
      target: moneyApprovalThresholds.roleId,
      set: { thresholdPiasters: toPiasters(thresholdEgp) },
    });
  const session = sessionFor(staff.userId, role);
  return { ...session, role: { ...session.role!, _id: staff.roleId } };
}
