import { eq, inArray } from 'drizzle-orm';
import { SPEED_LIMIT_DURATION_MINUTES } from '@ops/shared/rules/constants';
import { VEHICLE_COMMANDS } from '@ops/shared/rules/labels';
import {
  ACTION_FAILED,
  canOfferSpeedChange,
  isValidSpeedLimit,
  validateMotorLock,
} from '@ops/shared/rules/taskActions';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { emitNow } from '../../platform/db/outbox';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import type { CommandReceipt } from '../../platform/integrations/vehicleGateway/VehicleGateway';
import { newId } from '../../platform/lib/ids';
import { fenceStatus } from './fence';
import { vehicleByCode } from './lookup';
import { VEHICLE_MESSAGES } from './messages';
import { vehicleView, type VehicleView } from './present';
import { vehicleLifeCycle, vehicles } from './tables';
import { checkTaskForAction, recordIfInTask } from '../tasks';

/** The commands a resolver sends from a task (shared/rules/labels.ts). */
export const TASK_COMMANDS = VEHICLE_COMMANDS;
export type TaskCommand = (typeof TASK_COMMANDS)[number];
export const MOTOR_ACTIONS = ['lock', 'unlock'] as const;
/** One press commands a handful of vehicles; a bounded list keeps one request bounded. */
export const MAX_VEHICLES_PER_COMMAND = 100;

export interface CommandResultView extends CommandReceipt {
  vehicleId: string;
  code: string;
}

/**
 * A command goes to the vehicle outside any transaction, so its task is checked before it
 * is sent (a refused task sends nothing) and the history line is written once it went.
 */
async function recordAction(
  deps: Deps,
  session: SessionInfo,
  taskId: string | null | undefined,
  action: Parameters<typeof recordIfInTask>[2],
  value: string,
): Promise<void> {
  if (!taskId) return;
  await deps.db.transaction((tx) => recordIfInTask(tx, taskId, action, value, session));
}

/** The vehicle command mutation (01 §7): restart, extunlock or ring, for one or more vehicles. */
export async function sendVehicleCommand(
  deps: Deps,
  session: SessionInfo,
  input: { message: string; listOfVehicleIds: string[]; taskId?: string | null },
): Promise<CommandResultView[]> {
  if (!(TASK_COMMANDS as readonly string[]).includes(input.message))
    throw new UserError(VEHICLE_MESSAGES.unknownCommand);
  const command = input.message as TaskCommand;
  const ids = [...new Set(input.listOfVehicleIds)];
  if (ids.length === 0) throw new UserError(VEHICLE_MESSAGES.noVehicles);
  if (ids.length > MAX_VEHICLES_PER_COMMAND) throw new UserError(VEHICLE_MESSAGES.tooManyVehicles);
  const found = await deps.db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .where(inArray(vehicles.id, ids));
  if (found.length !== ids.length) throw new UserError(VEHICLE_MESSAGES.notFound);
  await checkTaskForAction(deps.db, input.taskId, session);
  const results: CommandResultView[] = [];
  for (const vehicle of found) {
    const receipt = await deps.vehicleGateway[command]({
      vehicleId: vehicle.id,
      code: vehicle.code,
      sentById: session.user._id,
      taskId: input.taskId ?? null,
    });
    results.push({ ...receipt, vehicleId: vehicle.id, code: vehicle.code });
  }
  await recordAction(
    deps,
    session,
    input.taskId,
    'VEHICLE_COMMAND',
    `${command}: ${found.map((v) => v.code).join(', ')}`,
  );
  return results;
}

/** extraVehicleActions: motor lock/unlock, only when the IoT is ready (01 §5); no result means 'Action failed'. */
export async function extraVehicleActions(
  deps: Deps,
  session: SessionInfo,
  input: { code: string; action: string; taskId?: string | null },
): Promise<CommandResultView> {
  if (!(MOTOR_ACTIONS as readonly string[]).includes(input.action))
    throw new UserError(VEHICLE_MESSAGES.unknownAction);
  const vehicle = await vehicleByCode(deps.db, input.code);
  const notReady = validateMotorLock(vehicle.iotStatus);
  if (notReady) throw new UserError(notReady);
  await checkTaskForAction(deps.db, input.taskId, session);
  const ctx = {
    vehicleId: vehicle.id,
    code: vehicle.code,
    sentById: session.user._id,
    taskId: input.taskId ?? null,
  };
  const receipt = await (
    input.action === 'lock' ? deps.vehicleGateway.lock(ctx) : deps.vehicleGateway.unlock(ctx)
  ).catch((error: unknown) => {
    deps.log.error({ err: error, code: vehicle.code }, 'motor lock/unlock could not be sent');
    return null;
  });
  if (!receipt || receipt.status === 'failed') throw new UserError(ACTION_FAILED);
  await recordAction(deps, session, input.taskId, 'VEHICLE_COMMAND', `motor ${input.action}`);
  return { ...receipt, vehicleId: vehicle.id, code: vehicle.code };
}

/** Disable / Enable (vehicles.CONVERT_TO_DISABLED); Disable only when not disabled (01 §4). */
export async function disableVehicle(
  deps: Deps,
  session: SessionInfo,
  input: { disabled: boolean; code: string; taskId?: string | null },
): Promise<VehicleView> {
  const at = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    await checkTaskForAction(tx, input.taskId, session);
    const vehicle = await vehicleByCode(tx, input.code, { lock: true });
    if (input.disabled && vehicle.disabled) throw new UserError(VEHICLE_MESSAGES.alreadyDisabled);
    if (!input.disabled && !vehicle.disabled) throw new UserError(VEHICLE_MESSAGES.notDisabled);
    await tx
      .update(vehicles)
      .set({ disabled: input.disabled, updatedAt: at })
      .where(eq(vehicles.id, vehicle.id));
    if (input.disabled) {
      await tx.insert(vehicleLifeCycle).values({
        id: newId(),
        vehicleId: vehicle.id,
        code: vehicle.code,
        case: 'DISABLED',
        service: 'dashboard',
        userId: session.user._id,
        batterySerial: vehicle.batterySerial,
        battery: vehicle.battery,
        createdAt: at,
      });
    }
    await recordIfInTask(
      tx,
      input.taskId,
      'VEHICLE_DISABLE',
      input.disabled ? 'Disabled' : 'Enabled',
      session,
    );
    return vehicle.id;
  });
  return (await vehicleView(deps.db, id))!;
}

/** Ack of a lost/stolen alert: the alert is cleared, who and when are kept, lists hear REMOVE_STOLEN_ALERT. */
export async function acknowledgeStolenAlert(
  deps: Deps,
  session: SessionInfo,
  input: { code: string; taskId?: string | null },
): Promise<VehicleView> {
  const at = deps.clock.now();
  const vehicle = await deps.db.transaction(async (tx) => {
    await checkTaskForAction(tx, input.taskId, session);
    const row = await vehicleByCode(tx, input.code, { lock: true });
    if (!row.stolenAlert) throw new UserError(VEHICLE_MESSAGES.noStolenAlert);
    await tx.update(vehicles).set({ stolenAlert: false, updatedAt: at }).where(eq(vehicles.id, row.id));
    await tx
      .update(vehicles)
      .set({ stolenAlertAcknowledgedAt: at, stolenAlertAcknowledgedById: session.user._id })
      .where(eq(vehicles.id, row.id));
    await recordIfInTask(tx, input.taskId, 'ACK_LOST_AND_STOLEN', row.code, session);
    return row;
  });
  emitNow(deps.events, (out) =>
    out.toTopic(REALTIME_EVENTS.REMOVE_STOLEN_ALERT, { _id: vehicle.id, code: vehicle.code }),
  );
  return (await vehicleView(deps.db, vehicle.id))!;
}

/**
 * Speed-limit change (vehicles.CHANGE_SPEED): 5, 15 or 25 for 5 minutes, only when the
 * vehicle stands outside its area's fence or inside an ops fence, judged on the polygons.
 */
export async function changeVehicleSpeedLimit(
  deps: Deps,
  session: SessionInfo,
  input: { code: string; speed: number; taskId?: string | null },
): Promise<CommandResultView> {
  if (!isValidSpeedLimit(input.speed)) throw new UserError(VEHICLE_MESSAGES.speedChoice);
  const vehicle = await vehicleByCode(deps.db, input.code);
  const [area] = vehicle.areaId ? await deps.db.select().from(areas).where(eq(areas.id, vehicle.areaId)) : [];
  if (!canOfferSpeedChange(fenceStatus([vehicle.lat, vehicle.long], area ?? null)))
    throw new UserError(VEHICLE_MESSAGES.speedNotHere);
  await checkTaskForAction(deps.db, input.taskId, session);
  const until = new Date(deps.clock.now().getTime() + SPEED_LIMIT_DURATION_MINUTES * 60_000);
  const receipt = await deps.vehicleGateway
    .setSpeedLimit(
      { vehicleId: vehicle.id, code: vehicle.code, sentById: session.user._id, taskId: input.taskId ?? null },
      input.speed,
      until,
    )
    .catch(() => null);
  if (!receipt || receipt.status === 'failed') throw new UserError(ACTION_FAILED);
  await recordAction(
    deps,
    session,
    input.taskId,
    'CHANGE_SPEED_LIMIT',
    `${input.speed} km/h for ${SPEED_LIMIT_DURATION_MINUTES} minutes`,
  );
  return { ...receipt, vehicleId: vehicle.id, code: vehicle.code };
}
