import { and, desc, eq, isNull } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import {
  canBypassOpsTaskLocation,
  OPS_TASK_LIFE_CYCLE_CASES,
  OPS_TASK_MESSAGES,
  OPS_TASK_TEXT_MAX,
  OPS_TASK_TYPES,
  opsTaskLocationCheck,
  opsTaskRefusal,
  readPosition,
  type OpsTaskAction,
  type OpsTaskType,
  type ReportedPosition,
} from '@ops/shared/rules/opsTasks';
import type { LatLngPoint } from '@ops/shared/rules/geo';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { isUuid } from '../../platform/lib/uuid';
import { roles, users } from '../../platform/session/tables';
import { staffLocations } from '../staffLocations';
import { isUniqueViolation } from '../tasks';
import { recordVehicleLifeCycle, vehicles } from '../vehicles';
import { opsTaskViews, type OpsTaskView } from './present';
import { opsTaskHistory, opsTasks, type OpsTaskHistoryAction, type OpsTaskRow } from './tables';

type ServiceDeps = Pick<Deps, 'db' | 'clock'>;

function optionalText(text: string | null | undefined): string | null {
  const value = (text ?? '').trim();
  if (!value) return null;
  if (value.length > OPS_TASK_TEXT_MAX) throw new UserError(OPS_TASK_MESSAGES.textTooLong);
  return value;
}

function positionOf(args: { lat?: number | null; lng?: number | null }): LatLngPoint | null {
  const read = readPosition(args.lat, args.lng);
  if (!read.ok) throw new UserError(read.error);
  return read.value;
}

/** The task locked for this transaction; an id that is not a uuid is simply not found. */
async function lockTask(tx: Tx, id: string): Promise<OpsTaskRow> {
  if (!isUuid(id)) throw new UserError(OPS_TASK_MESSAGES.notFound);
  const [task] = await tx.select().from(opsTasks).where(eq(opsTasks.id, id)).for('update');
  if (!task) throw new UserError(OPS_TASK_MESSAGES.notFound);
  return task;
}

async function vehicleOf(tx: Tx, id: string) {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  if (!vehicle) throw new UserError(OPS_TASK_MESSAGES.vehicleNotFound);
  return vehicle;
}

/** The newest position the technician's app reported without an error. */
async function lastReportedPosition(tx: Tx, userId: string): Promise<ReportedPosition | null> {
  const [row] = await tx
    .select({ lat: staffLocations.lat, lng: staffLocations.lng, at: staffLocations.createdAt })
    .from(staffLocations)
    .where(and(eq(staffLocations.userId, userId), isNull(staffLocations.errorCode)))
    .orderBy(desc(staffLocations.createdAt))
    .limit(1);
  return row ?? null;
}

interface Located {
  position: LatLngPoint | null;
  metres: number | null;
  bypassed: boolean;
}

/**
 * Where the technician doing the work is, checked against the vehicle (03 §6 bypass location).
 * A position sent with the action is the actor's own, and is kept as their newest location;
 * otherwise the doer's last report is used.
 */
async function locate(
  tx: Tx,
  session: SessionInfo,
  doerId: string,
  vehicle: LatLngPoint,
  sent: LatLngPoint | null,
  at: Date,
): Promise<Located> {
  const own = doerId === session.user._id && sent !== null;
  const position: ReportedPosition | null = own ? { ...sent, at } : await lastReportedPosition(tx, doerId);
  const bypassed = canBypassOpsTaskLocation(session.role);
  const check = opsTaskLocationCheck(vehicle, position, at, bypassed);
  if (check.refusal) throw new UserError(check.refusal);
  if (own)
    await tx
      .insert(staffLocations)
      .values({ id: newId(), userId: doerId, lat: sent.lat, lng: sent.lng, createdAt: at });
  return { position, metres: check.metres, bypassed };
}

async function writeHistory(
  tx: Tx,
  entry: {
    taskId: string;
    action: OpsTaskHistoryAction;
    by: string;
    for?: string | null;
    located?: Located;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(opsTaskHistory).values({
    id: newId(),
    taskId: entry.taskId,
    action: entry.action,
    byUserId: entry.by,
    forUserId: entry.for ?? null,
    lat: entry.located?.position?.lat ?? null,
    lng: entry.located?.position?.lng ?? null,
    distanceMetres: entry.located?.metres ?? null,
    locationBypassed: entry.located?.bypassed ?? false,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
}

function refuse(
  action: OpsTaskAction,
  task: OpsTaskRow,
  session: SessionInfo,
  forUserId?: string | null,
): void {
  const refusal = opsTaskRefusal(action, task, { userId: session.user._id, role: session.role }, forUserId);
  if (refusal) throw new UserError(refusal);
}

async function single(deps: ServiceDeps, row: OpsTaskRow): Promise<OpsTaskView> {
  const [view] = await opsTaskViews(deps.db, [row]);
  return view!;
}

/** createOpsTask (opsTask.MANAGE): an open task on the vehicle with this code. */
export async function createOpsTask(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { type: string; vehicleCode: string; note?: string | null },
): Promise<OpsTaskView> {
  if (!(OPS_TASK_TYPES as readonly string[]).includes(args.type))
    throw new UserError(OPS_TASK_MESSAGES.badType);
  const note = optionalText(args.note);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select()
      .from(vehicles)
      .where(eq(vehicles.code, args.vehicleCode.trim()))
      .limit(1);
    if (!vehicle) throw new UserError(OPS_TASK_MESSAGES.vehicleNotFound);
    const [created] = await tx
      .insert(opsTasks)
      .values({
        type: args.type as OpsTaskType,
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        note,
        createdBy: session.user._id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await writeHistory(tx, { taskId: created!.id, action: 'created', by: session.user._id, note, at });
    return created!;
  });
  return single(deps, row);
}

/** A technician may hold the task: their role works ops tasks. */
async function refuseNonTechnician(tx: Tx, userId: string): Promise<void> {
  const [row] = await tx
    .select({ level: roles.level, permissions: roles.permissions })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row || !can(row, gate('opsTask.RESOLVE'))) throw new UserError(OPS_TASK_MESSAGES.technicianNotFound);
}

/**
 * startOpsTask (opsTask.RESOLVE; for someone else also START_FOR_OTHERS): the open task goes
 * to the technician, who must be at the vehicle unless the actor may bypass location. The row
 * lock makes two starts at once take turns: the second finds it already in progress.
 */
export async function startOpsTask(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; userId?: string | null; lat?: number | null; lng?: number | null },
): Promise<OpsTaskView> {
  const sent = positionOf(args);
  const doerId = args.userId?.trim() || session.user._id;
  const at = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      const task = await lockTask(tx, args._id);
      refuse('start', task, session, doerId);
      if (doerId !== session.user._id) await refuseNonTechnician(tx, doerId);
      const [busy] = await tx
        .select({ id: opsTasks.id })
        .from(opsTasks)
        .where(and(eq(opsTasks.holderId, doerId), eq(opsTasks.status, 'inProgress')))
        .limit(1);
      if (busy) throw new UserError(OPS_TASK_MESSAGES.technicianBusy);
      const vehicle = await vehicleOf(tx, task.vehicleId);
      const located = await locate(tx, session, doerId, { lat: vehicle.lat, lng: vehicle.long }, sent, at);
      const [started] = await tx
        .update(opsTasks)
        .set({
          status: 'inProgress',
          holderId: doerId,
          startedBy: session.user._id,
          startedAt: at,
          updatedAt: at,
        })
        .where(and(eq(opsTasks.id, task.id), eq(opsTasks.status, 'open')))
        .returning();
      await writeHistory(tx, {
        taskId: task.id,
        action: 'started',
        by: session.user._id,
        for: doerId,
        located,
        at,
      });
      await recordVehicleLifeCycle(tx, {
        vehicle,
        case: OPS_TASK_LIFE_CYCLE_CASES.start,
        service: 'opsTask',
        userId: doerId,
        at,
      });
      return started!;
    });
    return single(deps, row);
  } catch (error) {
    // Two starts for one technician on two tasks at once: the one-in-progress index decides.
    if (isUniqueViolation(error)) throw new UserError(OPS_TASK_MESSAGES.technicianBusy);
    throw error;
  }
}

async function finish(
  deps: ServiceDeps,
  session: SessionInfo,
  action: 'resolve' | 'fail',
  args: { _id: string; lat?: number | null; lng?: number | null; note?: string | null },
  note: string | null,
): Promise<OpsTaskView> {
  const sent = positionOf(args);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, args._id);
    refuse(action, task, session);
    const vehicle = await vehicleOf(tx, task.vehicleId);
    const holderId = task.holderId!;
    // Resolving happens at the vehicle; a failure (vehicle not found) may be reported from anywhere.
    const located =
      action === 'resolve'
        ? await locate(tx, session, holderId, { lat: vehicle.lat, lng: vehicle.long }, sent, at)
        : undefined;
    const [ended] = await tx
      .update(opsTasks)
      .set({
        status: action === 'resolve' ? 'resolved' : 'failed',
        endedAt: at,
        endedBy: session.user._id,
        endReason: note,
        updatedAt: at,
      })
      .where(eq(opsTasks.id, task.id))
      .returning();
    await writeHistory(tx, {
      taskId: task.id,
      action: action === 'resolve' ? 'resolved' : 'failed',
      by: session.user._id,
      for: holderId,
      located,
      note,
      at,
    });
    await recordVehicleLifeCycle(tx, {
      vehicle,
      case: OPS_TASK_LIFE_CYCLE_CASES[action],
      service: 'opsTask',
      userId: holderId,
      at,
    });
    return ended!;
  });
  return single(deps, row);
}

/** resolveOpsTask (opsTask.RESOLVE): the holder, at the vehicle (or one who may act for others / bypass). */
export async function resolveOpsTask(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; lat?: number | null; lng?: number | null; note?: string | null },
): Promise<OpsTaskView> {
  return finish(deps, session, 'resolve', args, optionalText(args.note));
}

/** failOpsTask (opsTask.RESOLVE): the holder says why it could not be done. */
export async function failOpsTask(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; reason: string; lat?: number | null; lng?: number | null },
): Promise<OpsTaskView> {
  const reason = optionalText(args.reason);
  if (!reason) throw new UserError(OPS_TASK_MESSAGES.failReasonRequired);
  return finish(deps, session, 'fail', args, reason);
}

/** closeOpsTask (opsTask.MANAGE): an open or in-progress task is no longer needed. */
export async function closeOpsTask(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; reason?: string | null },
): Promise<OpsTaskView> {
  const reason = optionalText(args.reason);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const task = await lockTask(tx, args._id);
    refuse('close', task, session);
    const vehicle = await vehicleOf(tx, task.vehicleId);
    const [closed] = await tx
      .update(opsTasks)
      .set({ status: 'closed', endedAt: at, endedBy: session.user._id, endReason: reason, updatedAt: at })
      .where(eq(opsTasks.id, task.id))
      .returning();
    await writeHistory(tx, {
      taskId: task.id,
      action: 'closed',
      by: session.user._id,
      for: task.holderId,
      note: reason,
      at,
    });
    await recordVehicleLifeCycle(tx, {
      vehicle,
      case: OPS_TASK_LIFE_CYCLE_CASES.close,
      service: 'opsTask',
      userId: session.user._id,
      at,
    });
    return closed!;
  });
  return single(deps, row);
}
