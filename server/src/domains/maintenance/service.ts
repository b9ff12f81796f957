import { eq } from 'drizzle-orm';
import {
  MAINTENANCE_LIFE_CYCLE_CASES,
  MAINTENANCE_MESSAGES,
  readMaintenanceText,
  recordRefusal,
  ticketRefusal,
  type MaintenanceRecordAction,
} from '@ops/shared/rules/maintenance';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { isUuid } from '../../platform/lib/uuid';
import { recordVehicleLifeCycle, vehicles } from '../vehicles';
import { recordViews, ticketViews, type MaintenanceRecordView, type MaintenanceTicketView } from './present';
import {
  maintenanceHistory,
  maintenanceRecords,
  maintenanceTickets,
  type MaintenanceRecordRow,
  type MaintenanceTicketRow,
} from './tables';

type ServiceDeps = Pick<Deps, 'db' | 'clock'>;

function text(value: string | null | undefined, emptyMessage: string): string {
  const read = readMaintenanceText(value, emptyMessage);
  if (!read.ok) throw new UserError(read.error);
  return read.value;
}

async function vehicleById(tx: Tx, id: string) {
  const [vehicle] = await tx.select().from(vehicles).where(eq(vehicles.id, id)).limit(1);
  if (!vehicle) throw new UserError(MAINTENANCE_MESSAGES.vehicleNotFound);
  return vehicle;
}

async function lockTicket(tx: Tx, id: string): Promise<MaintenanceTicketRow> {
  if (!isUuid(id)) throw new UserError(MAINTENANCE_MESSAGES.ticketNotFound);
  const [ticket] = await tx
    .select()
    .from(maintenanceTickets)
    .where(eq(maintenanceTickets.id, id))
    .for('update');
  if (!ticket) throw new UserError(MAINTENANCE_MESSAGES.ticketNotFound);
  return ticket;
}

async function lockRecord(tx: Tx, id: string): Promise<MaintenanceRecordRow> {
  if (!isUuid(id)) throw new UserError(MAINTENANCE_MESSAGES.recordNotFound);
  const [record] = await tx
    .select()
    .from(maintenanceRecords)
    .where(eq(maintenanceRecords.id, id))
    .for('update');
  if (!record) throw new UserError(MAINTENANCE_MESSAGES.recordNotFound);
  return record;
}

async function history(
  tx: Tx,
  entry: {
    subjectType: 'ticket' | 'record';
    subjectId: string;
    action: string;
    by: string;
    note?: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(maintenanceHistory).values({
    id: newId(),
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    action: entry.action,
    byUserId: entry.by,
    note: entry.note ?? null,
    createdAt: entry.at,
  });
}

/** openMaintenanceTicket (maintenance.OPEN_TICKETS): a problem reported on the vehicle with this code. */
export async function openMaintenanceTicket(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { vehicleCode: string; description: string },
): Promise<MaintenanceTicketView> {
  const description = text(args.description, MAINTENANCE_MESSAGES.descriptionRequired);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const [vehicle] = await tx
      .select()
      .from(vehicles)
      .where(eq(vehicles.code, args.vehicleCode.trim()))
      .limit(1);
    if (!vehicle) throw new UserError(MAINTENANCE_MESSAGES.vehicleNotFound);
    const [ticket] = await tx
      .insert(maintenanceTickets)
      .values({
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: vehicle.areaId,
        description,
        openedBy: session.user._id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await history(tx, {
      subjectType: 'ticket',
      subjectId: ticket!.id,
      action: 'opened',
      by: session.user._id,
      note: description,
      at,
    });
    return ticket!;
  });
  const [view] = await ticketViews(deps.db, [row]);
  return view!;
}

/**
 * acceptMaintenanceTicket (maintenance.REVIEW_TICKETS): the open ticket is accepted and opens
 * a pending record for the work, with the life-cycle entry "maintenance record created".
 */
export async function acceptMaintenanceTicket(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string },
): Promise<MaintenanceTicketView> {
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, args._id);
    const refusal = ticketRefusal('accept', ticket, session.role, session.user._id);
    if (refusal) throw new UserError(refusal);
    const vehicle = await vehicleById(tx, ticket.vehicleId);
    const [accepted] = await tx
      .update(maintenanceTickets)
      .set({ status: 'accepted', reviewedBy: session.user._id, reviewedAt: at, updatedAt: at })
      .where(eq(maintenanceTickets.id, ticket.id))
      .returning();
    const [record] = await tx
      .insert(maintenanceRecords)
      .values({
        vehicleId: vehicle.id,
        vehicleCode: vehicle.code,
        areaId: ticket.areaId,
        ticketId: ticket.id,
        problem: ticket.description,
        createdBy: session.user._id,
        createdAt: at,
        updatedAt: at,
      })
      .returning();
    await history(tx, {
      subjectType: 'ticket',
      subjectId: ticket.id,
      action: 'accepted',
      by: session.user._id,
      at,
    });
    await history(tx, {
      subjectType: 'record',
      subjectId: record!.id,
      action: 'created',
      by: session.user._id,
      at,
    });
    await recordVehicleLifeCycle(tx, {
      vehicle,
      case: MAINTENANCE_LIFE_CYCLE_CASES.created,
      service: 'maintenance',
      userId: session.user._id,
      at,
    });
    return accepted!;
  });
  const [view] = await ticketViews(deps.db, [row]);
  return view!;
}

/** rejectMaintenanceTicket (maintenance.REVIEW_TICKETS): the open ticket is rejected with a reason. */
export async function rejectMaintenanceTicket(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; reason: string },
): Promise<MaintenanceTicketView> {
  const reason = text(args.reason, MAINTENANCE_MESSAGES.reasonRequired);
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const ticket = await lockTicket(tx, args._id);
    const refusal = ticketRefusal('reject', ticket, session.role, session.user._id);
    if (refusal) throw new UserError(refusal);
    const [rejected] = await tx
      .update(maintenanceTickets)
      .set({
        status: 'rejected',
        reviewedBy: session.user._id,
        reviewedAt: at,
        rejectionReason: reason,
        updatedAt: at,
      })
      .where(eq(maintenanceTickets.id, ticket.id))
      .returning();
    await history(tx, {
      subjectType: 'ticket',
      subjectId: ticket.id,
      action: 'rejected',
      by: session.user._id,
      note: reason,
      at,
    });
    return rejected!;
  });
  const [view] = await ticketViews(deps.db, [row]);
  return view!;
}

async function moveRecord(
  deps: ServiceDeps,
  session: SessionInfo,
  action: MaintenanceRecordAction,
  id: string,
  change: (record: MaintenanceRecordRow, at: Date) => Partial<typeof maintenanceRecords.$inferInsert>,
  note: string | null,
): Promise<MaintenanceRecordView> {
  const at = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const record = await lockRecord(tx, id);
    const refusal = recordRefusal(action, record, session.role);
    if (refusal) throw new UserError(refusal);
    const vehicle = await vehicleById(tx, record.vehicleId);
    const [moved] = await tx
      .update(maintenanceRecords)
      .set({ ...change(record, at), updatedAt: at })
      .where(eq(maintenanceRecords.id, record.id))
      .returning();
    await history(tx, {
      subjectType: 'record',
      subjectId: record.id,
      action: action === 'submit' ? 'submitted' : action === 'resolve' ? 'resolved' : 'rejected',
      by: session.user._id,
      note,
      at,
    });
    await recordVehicleLifeCycle(tx, {
      vehicle,
      case: MAINTENANCE_LIFE_CYCLE_CASES[action],
      service: 'maintenance',
      userId: session.user._id,
      at,
    });
    return moved!;
  });
  const [view] = await recordViews(deps.db, [row]);
  return view!;
}

/** submitMaintenanceRecord (maintenance.SUBMIT_RECORDS): a pending record gets the work done and waits for a check. */
export async function submitMaintenanceRecord(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; workDone: string },
): Promise<MaintenanceRecordView> {
  const workDone = text(args.workDone, MAINTENANCE_MESSAGES.workDoneRequired);
  return moveRecord(
    deps,
    session,
    'submit',
    args._id,
    (_r, at) => ({ status: 'submitted', workDone, submittedBy: session.user._id, submittedAt: at }),
    workDone,
  );
}

/** resolveMaintenanceRecord (maintenance.RESOLVE_RECORDS): the submitted work is accepted. */
export async function resolveMaintenanceRecord(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string },
): Promise<MaintenanceRecordView> {
  return moveRecord(
    deps,
    session,
    'resolve',
    args._id,
    (_r, at) => ({ status: 'resolved', resolvedBy: session.user._id, resolvedAt: at }),
    null,
  );
}

/** rejectMaintenanceRecord (maintenance.RESOLVE_RECORDS): the submitted work goes back to pending, with the reason. */
export async function rejectMaintenanceRecord(
  deps: ServiceDeps,
  session: SessionInfo,
  args: { _id: string; reason: string },
): Promise<MaintenanceRecordView> {
  const reason = text(args.reason, MAINTENANCE_MESSAGES.reasonRequired);
  return moveRecord(
    deps,
    session,
    'reject',
    args._id,
    (record) => ({ status: 'pending', rejections: record.rejections + 1, lastRejectionReason: reason }),
    reason,
  );
}
