import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { MAINTENANCE_MESSAGES } from '@ops/shared/rules/maintenance';
import { createStaff } from '../../../test/staff';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { vehicleLifeCycle } from '../vehicles/tables';
import { createVehicle, depsOver, sessionFor } from '../wallet/testFixtures';
import { listMaintenanceRecords, listMaintenanceTickets } from './queries';
import {
  acceptMaintenanceTicket,
  openMaintenanceTicket,
  rejectMaintenanceRecord,
  rejectMaintenanceTicket,
  resolveMaintenanceRecord,
  submitMaintenanceRecord,
} from './service';
import { maintenanceHistory, maintenanceRecords, maintenanceTickets } from './tables';

const ALL = {
  level: 2,
  permissions: {
    maintenance: {
      VIEW_PAGE: true,
      OPEN_TICKETS: true,
      REVIEW_TICKETS: true,
      SUBMIT_RECORDS: true,
      RESOLVE_RECORDS: true,
    },
  },
};
const REPORTER = {
  level: 8,
  permissions: { maintenance: { VIEW_PAGE: true, OPEN_TICKETS: true, SUBMIT_RECORDS: true } },
};

let handle: DatabaseHandle;
let deps: ReturnType<typeof depsOver>;
let chief: string;
let tech: string;
const boss = () => sessionFor(chief, ALL);
const mechanic = () => sessionFor(tech, REPORTER);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  deps = depsOver(handle);
  chief = (await createStaff(handle.db, ALL)).userId;
  tech = (await createStaff(handle.db, REPORTER)).userId;
});
afterAll(async () => {
  await deps.vehicleGateway.close();
  await handle.close();
});

const lifeCycleOf = async (vehicleId: string) =>
  (
    await handle.db
      .select()
      .from(vehicleLifeCycle)
      .where(eq(vehicleLifeCycle.vehicleId, vehicleId))
      .orderBy(asc(vehicleLifeCycle.createdAt))
  ).map((e) => e.case);

async function recordFor(ticketId: string) {
  const [record] = await handle.db
    .select()
    .from(maintenanceRecords)
    .where(eq(maintenanceRecords.ticketId, ticketId));
  return record!;
}

describe('maintenance tickets and records', () => {
  it('a reviewer may not accept a ticket they opened; another reviewer may (issue 22 finding 8 e)', async () => {
    const vehicle = await createVehicle(handle.db);
    const own = await openMaintenanceTicket(deps, boss(), {
      vehicleCode: vehicle.code,
      description: 'Bell missing',
    });
    await expect(acceptMaintenanceTicket(deps, boss(), { _id: own._id })).rejects.toThrow(
      MAINTENANCE_MESSAGES.ownTicket,
    );
    expect(
      (await handle.db.select().from(maintenanceTickets).where(eq(maintenanceTickets.id, own._id)))[0]
        ?.status,
    ).toBe('open');
    expect(await recordFor(own._id)).toBeUndefined();
    const other = (await createStaff(handle.db, ALL)).userId;
    expect(await acceptMaintenanceTicket(deps, sessionFor(other, ALL), { _id: own._id })).toMatchObject({
      status: 'accepted',
    });
  });

  it('a ticket opened and accepted opens a pending record; the record is submitted, rejected, submitted again and resolved', async () => {
    const vehicle = await createVehicle(handle.db);
    const ticket = await openMaintenanceTicket(deps, mechanic(), {
      vehicleCode: vehicle.code,
      description: 'Brake lever loose',
    });
    expect(ticket).toMatchObject({ status: 'open', vehicleCode: vehicle.code, openedBy: { _id: tech } });
    const accepted = await acceptMaintenanceTicket(deps, boss(), { _id: ticket._id });
    expect(accepted).toMatchObject({ status: 'accepted', reviewedBy: { _id: chief } });
    const record = await recordFor(ticket._id);
    expect(record).toMatchObject({ status: 'pending', problem: 'Brake lever loose', vehicleId: vehicle.id });

    expect(
      await submitMaintenanceRecord(deps, mechanic(), { _id: record.id, workDone: 'Tightened the lever' }),
    ).toMatchObject({ status: 'submitted', workDone: 'Tightened the lever', submittedBy: { _id: tech } });
    expect(
      await rejectMaintenanceRecord(deps, boss(), { _id: record.id, reason: 'Still loose' }),
    ).toMatchObject({ status: 'pending', rejections: 1, lastRejectionReason: 'Still loose' });
    await submitMaintenanceRecord(deps, mechanic(), { _id: record.id, workDone: 'Replaced the lever' });
    expect(await resolveMaintenanceRecord(deps, boss(), { _id: record.id })).toMatchObject({
      status: 'resolved',
      resolvedBy: { _id: chief },
      workDone: 'Replaced the lever',
    });

    expect(await lifeCycleOf(vehicle.id)).toEqual([
      'MAINTENANCE_RECORD_CREATED',
      'MAINTENANCE_RECORD_SUBMITTED',
      'MAINTENANCE_RECORD_REJECTED',
      'MAINTENANCE_RECORD_SUBMITTED',
      'MAINTENANCE_RECORD_RESOLVED',
    ]);
    const trail = await handle.db
      .select()
      .from(maintenanceHistory)
      .where(eq(maintenanceHistory.subjectId, record.id))
      .orderBy(asc(maintenanceHistory.createdAt));
    expect(trail.map((h) => h.action)).toEqual(['created', 'submitted', 'rejected', 'submitted', 'resolved']);
  });

  it('a rejected ticket opens no record and writes no life cycle; a decided ticket cannot be decided again', async () => {
    const vehicle = await createVehicle(handle.db);
    const ticket = await openMaintenanceTicket(deps, mechanic(), {
      vehicleCode: vehicle.code,
      description: 'Scratched deck',
    });
    await expect(rejectMaintenanceTicket(deps, boss(), { _id: ticket._id, reason: '' })).rejects.toThrow(
      MAINTENANCE_MESSAGES.reasonRequired,
    );
    expect(
      await rejectMaintenanceTicket(deps, boss(), { _id: ticket._id, reason: 'Cosmetic only' }),
    ).toMatchObject({ status: 'rejected', rejectionReason: 'Cosmetic only' });
    await expect(acceptMaintenanceTicket(deps, boss(), { _id: ticket._id })).rejects.toThrow(
      'This ticket has already been rejected',
    );
    expect(
      await handle.db.select().from(maintenanceRecords).where(eq(maintenanceRecords.ticketId, ticket._id)),
    ).toHaveLength(0);
    expect(await lifeCycleOf(vehicle.id)).toEqual([]);
  });

  it('refuses out-of-order moves, missing words and actions without the flag, changing nothing', async () => {
    const vehicle = await createVehicle(handle.db);
    await expect(
      openMaintenanceTicket(deps, mechanic(), { vehicleCode: vehicle.code, description: '  ' }),
    ).rejects.toThrow(MAINTENANCE_MESSAGES.descriptionRequired);
    await expect(
      openMaintenanceTicket(deps, mechanic(), { vehicleCode: 'NOPE', description: 'x' }),
    ).rejects.toThrow(MAINTENANCE_MESSAGES.vehicleNotFound);
    const ticket = await openMaintenanceTicket(deps, mechanic(), {
      vehicleCode: vehicle.code,
      description: 'Flat tyre',
    });
    await expect(acceptMaintenanceTicket(deps, mechanic(), { _id: ticket._id })).rejects.toThrow(
      MAINTENANCE_MESSAGES.noPermission,
    );
    await acceptMaintenanceTicket(deps, boss(), { _id: ticket._id });
    const record = await recordFor(ticket._id);
    await expect(resolveMaintenanceRecord(deps, boss(), { _id: record.id })).rejects.toThrow(
      'Only a submitted record can be resolved or rejected; this one is pending',
    );
    await expect(submitMaintenanceRecord(deps, mechanic(), { _id: record.id, workDone: '' })).rejects.toThrow(
      MAINTENANCE_MESSAGES.workDoneRequired,
    );
    await submitMaintenanceRecord(deps, mechanic(), { _id: record.id, workDone: 'New tyre' });
    await expect(
      submitMaintenanceRecord(deps, mechanic(), { _id: record.id, workDone: 'Again' }),
    ).rejects.toThrow('Only a pending record can be submitted; this one is submitted');
    await expect(resolveMaintenanceRecord(deps, mechanic(), { _id: record.id })).rejects.toThrow(
      MAINTENANCE_MESSAGES.noPermission,
    );
    const [row] = await handle.db
      .select()
      .from(maintenanceRecords)
      .where(eq(maintenanceRecords.id, record.id));
    expect(row).toMatchObject({ status: 'submitted', workDone: 'New tyre' });
    await expect(resolveMaintenanceRecord(deps, boss(), { _id: 'x' })).rejects.toThrow(
      MAINTENANCE_MESSAGES.recordNotFound,
    );
  });

  it('lists tickets and records by status and searches records by vehicle code', async () => {
    const vehicle = await createVehicle(handle.db);
    const ticket = await openMaintenanceTicket(deps, mechanic(), {
      vehicleCode: vehicle.code,
      description: 'Bell missing',
    });
    const open = await listMaintenanceTickets(deps, boss(), { filters: JSON.stringify({ status: 'open' }) });
    expect(open.tickets.map((t) => t._id)).toContain(ticket._id);
    expect(open.tickets.every((t) => t.status === 'open')).toBe(true);
    await acceptMaintenanceTicket(deps, boss(), { _id: ticket._id });
    const records = await listMaintenanceRecords(deps, boss(), {
      searchTerm: vehicle.code,
      filters: JSON.stringify({ status: 'pending' }),
    });
    expect(records.records.map((r) => r.vehicleCode)).toEqual([vehicle.code]);
    await expect(
      listMaintenanceTickets(deps, boss(), { filters: JSON.stringify({ status: 'pending' }) }),
    ).rejects.toThrow(/status/);
    expect(
      (await handle.db.select().from(maintenanceTickets).where(eq(maintenanceTickets.id, ticket._id)))[0]!
        .status,
    ).toBe('accepted');
  });
});
