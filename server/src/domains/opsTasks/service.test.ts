import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { OPS_TASK_MESSAGES, OPS_TASK_NEAR_METRES } from '@ops/shared/rules/opsTasks';
import { createStaff } from '../../../test/staff';
import { openDatabase, type DatabaseHandle } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { staffLocations } from '../staffLocations/tables';
import { vehicleLifeCycle } from '../vehicles/tables';
import { createVehicle, depsOver, sessionFor } from '../wallet/testFixtures';
import { getOpsTask, listOpsTasks } from './queries';
import { closeOpsTask, createOpsTask, failOpsTask, resolveOpsTask, startOpsTask } from './service';
import { opsTasks } from './tables';

const TECH = {
  level: 8,
  department: 'Operations',
  permissions: { opsTask: { VIEW_PAGE: true, RESOLVE: true } },
};
const MANAGER = {
  level: 2,
  department: 'Operations',
  permissions: {
    opsTask: { VIEW_PAGE: true, RESOLVE: true, START_FOR_OTHERS: true, BYPASS_LOCATION: true, MANAGE: true },
  },
};
// About 11 m north of the vehicle, and about 1.1 km north.
const NEAR = { lat: 30.0501, lng: 31.23 };
const FAR = { lat: 30.06, lng: 31.23 };

let handle: DatabaseHandle;
let deps: ReturnType<typeof depsOver>;
let techA: string;
let techB: string;
let manager: string;
const tech = (id: string) => sessionFor(id, TECH);
const boss = () => sessionFor(manager, MANAGER);

beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  deps = depsOver(handle);
  techA = (await createStaff(handle.db, TECH)).userId;
  techB = (await createStaff(handle.db, TECH)).userId;
  manager = (await createStaff(handle.db, MANAGER)).userId;
});
afterAll(async () => {
  await deps.vehicleGateway.close();
  await handle.close();
});

async function newTask(type = 'BATTERY_SWAP') {
  const vehicle = await createVehicle(handle.db, { lat: 30.05, long: 31.23 });
  const task = await createOpsTask(deps, boss(), {
    type,
    vehicleCode: vehicle.code,
    note: 'Low battery near the metro',
  });
  return { vehicle, task };
}

const lifeCycleOf = async (vehicleId: string) =>
  (
    await handle.db
      .select()
      .from(vehicleLifeCycle)
      .where(eq(vehicleLifeCycle.vehicleId, vehicleId))
      .orderBy(asc(vehicleLifeCycle.createdAt))
  ).map((e) => e.case);

describe('ops tasks: create, start, resolve, fail, close', () => {
  it('creates an open task on a vehicle by code, with its history; bad input changes nothing', async () => {
    const { vehicle, task } = await newTask();
    expect(task).toMatchObject({
      status: 'open',
      type: 'BATTERY_SWAP',
      vehicleCode: vehicle.code,
      holder: null,
      createdBy: { _id: manager },
    });
    expect(task._id).toMatch(/^[0-9a-f-]{36}$/);
    const before = (await handle.db.select().from(opsTasks)).length;
    await expect(createOpsTask(deps, boss(), { type: 'WASH', vehicleCode: vehicle.code })).rejects.toThrow(
      OPS_TASK_MESSAGES.badType,
    );
    await expect(createOpsTask(deps, boss(), { type: 'REPAIR', vehicleCode: 'NO-SUCH' })).rejects.toThrow(
      OPS_TASK_MESSAGES.vehicleNotFound,
    );
    expect((await handle.db.select().from(opsTasks)).length).toBe(before);
    const details = await getOpsTask(deps, task._id);
    expect(details.history.map((h) => h.action)).toEqual(['created']);
  });

  it('a technician at the vehicle starts and resolves it; each step is in the history and the life cycle', async () => {
    const { vehicle, task } = await newTask();
    const started = await startOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
    expect(started).toMatchObject({
      status: 'inProgress',
      holder: { _id: techA },
      startedBy: { _id: techA },
    });
    const resolved = await resolveOpsTask(deps, tech(techA), { _id: task._id, ...NEAR, note: 'Swapped' });
    expect(resolved).toMatchObject({ status: 'resolved', endedBy: { _id: techA }, endReason: 'Swapped' });
    const { history } = await getOpsTask(deps, task._id);
    expect(history.map((h) => h.action)).toEqual(['created', 'started', 'resolved']);
    expect(history[1]).toMatchObject({ by: { _id: techA }, for: { _id: techA }, locationBypassed: false });
    expect(history[1]!.distanceMetres).toBeLessThanOrEqual(OPS_TASK_NEAR_METRES);
    expect(await lifeCycleOf(vehicle.id)).toEqual(['OPS_TASK_STARTED', 'OPS_TASK_RESOLVED']);
    // The position sent with the action is kept as the technician's newest location.
    const [latest] = await handle.db
      .select()
      .from(staffLocations)
      .where(eq(staffLocations.userId, techA))
      .orderBy(asc(staffLocations.createdAt));
    expect(latest).toMatchObject({ lat: NEAR.lat, lng: NEAR.lng });
  });

  it('refuses a start too far from the vehicle, or with no recent location, and changes nothing', async () => {
    const { vehicle, task } = await newTask();
    await expect(startOpsTask(deps, tech(techB), { _id: task._id, ...FAR })).rejects.toThrow(
      /^Too far from the vehicle: \d+ m away \(at most 100 m\)$/,
    );
    // No position sent and none reported in the last 10 minutes.
    const nobody = (await createStaff(handle.db, TECH)).userId;
    await expect(startOpsTask(deps, tech(nobody), { _id: task._id })).rejects.toThrow(
      OPS_TASK_MESSAGES.locationUnknown,
    );
    await handle.db
      .insert(staffLocations)
      .values({ id: newId(), userId: nobody, ...NEAR, createdAt: new Date(Date.now() - 11 * 60_000) });
    await expect(startOpsTask(deps, tech(nobody), { _id: task._id })).rejects.toThrow(
      OPS_TASK_MESSAGES.locationUnknown,
    );
    const [row] = await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task._id));
    expect(row).toMatchObject({ status: 'open', holderId: null });
    expect(await lifeCycleOf(vehicle.id)).toEqual([]);
    // A fresh report near the vehicle is enough without sending a position.
    await handle.db
      .insert(staffLocations)
      .values({ id: newId(), userId: nobody, ...NEAR, createdAt: new Date() });
    expect(await startOpsTask(deps, tech(nobody), { _id: task._id })).toMatchObject({
      status: 'inProgress',
      holder: { _id: nobody },
    });
    await closeOpsTask(deps, boss(), { _id: task._id, reason: 'Test over' });
  });

  it('with bypass location the distance is recorded but not enforced', async () => {
    const { task } = await newTask();
    await startOpsTask(deps, boss(), { _id: task._id, ...FAR });
    const { history } = await getOpsTask(deps, task._id);
    expect(history[1]).toMatchObject({ action: 'started', locationBypassed: true });
    expect(history[1]!.distanceMetres).toBeGreaterThan(1000);
    await resolveOpsTask(deps, boss(), { _id: task._id });
  });

  it('only the holder resolves or fails; one who may start for others may act for them', async () => {
    const { task } = await newTask();
    await startOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
    await expect(resolveOpsTask(deps, tech(techB), { _id: task._id, ...NEAR })).rejects.toThrow(
      OPS_TASK_MESSAGES.notHolder,
    );
    await expect(failOpsTask(deps, tech(techB), { _id: task._id, reason: 'Not there' })).rejects.toThrow(
      OPS_TASK_MESSAGES.notHolder,
    );
    // A second start of a task in progress is refused in words.
    await expect(startOpsTask(deps, tech(techB), { _id: task._id, ...NEAR })).rejects.toThrow(
      'This ops task is already in progress',
    );
    const failed = await failOpsTask(deps, boss(), {
      _id: task._id,
      reason: 'Vehicle was not at its location',
    });
    expect(failed).toMatchObject({
      status: 'failed',
      holder: { _id: techA },
      endedBy: { _id: manager },
      endReason: 'Vehicle was not at its location',
    });
  });

  it('a failure needs a reason and may be reported away from the vehicle; the resolve of an ended task is refused', async () => {
    const { vehicle, task } = await newTask('PICKUP');
    await startOpsTask(deps, tech(techB), { _id: task._id, ...NEAR });
    await expect(failOpsTask(deps, tech(techB), { _id: task._id, reason: '   ' })).rejects.toThrow(
      OPS_TASK_MESSAGES.failReasonRequired,
    );
    expect(
      await failOpsTask(deps, tech(techB), { _id: task._id, reason: 'Not found', ...FAR }),
    ).toMatchObject({ status: 'failed' });
    await expect(resolveOpsTask(deps, tech(techB), { _id: task._id, ...NEAR })).rejects.toThrow(
      OPS_TASK_MESSAGES.notInProgress,
    );
    expect(await lifeCycleOf(vehicle.id)).toEqual(['OPS_TASK_STARTED', 'OPS_TASK_FAILED']);
  });

  it('resolve is refused too far from the vehicle without bypass', async () => {
    const { task } = await newTask('REPAIR');
    await startOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
    await expect(resolveOpsTask(deps, tech(techA), { _id: task._id, ...FAR })).rejects.toThrow(
      /^Too far from the vehicle/,
    );
    const [row] = await handle.db.select().from(opsTasks).where(eq(opsTasks.id, task._id));
    expect(row!.status).toBe('inProgress');
    await resolveOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
  });

  it('start for others needs the permission, and the other must be a technician who is free', async () => {
    const { task } = await newTask('REBALANCE');
    await expect(startOpsTask(deps, tech(techA), { _id: task._id, userId: techB, ...NEAR })).rejects.toThrow(
      OPS_TASK_MESSAGES.noStartForOthers,
    );
    const outsider = (await createStaff(handle.db, { level: 5, permissions: {} })).userId;
    await expect(startOpsTask(deps, boss(), { _id: task._id, userId: outsider })).rejects.toThrow(
      OPS_TASK_MESSAGES.technicianNotFound,
    );
    const started = await startOpsTask(deps, boss(), { _id: task._id, userId: techB });
    expect(started).toMatchObject({
      status: 'inProgress',
      holder: { _id: techB },
      startedBy: { _id: manager },
    });
    // techB now holds a task: a second one is refused.
    const other = await newTask();
    await expect(startOpsTask(deps, boss(), { _id: other.task._id, userId: techB })).rejects.toThrow(
      OPS_TASK_MESSAGES.technicianBusy,
    );
    await resolveOpsTask(deps, tech(techB), { _id: task._id, ...NEAR });
    await closeOpsTask(deps, boss(), { _id: other.task._id });
  });

  it('close: managers only, open or in progress, with the life-cycle entry; a closed task stays closed', async () => {
    const { vehicle, task } = await newTask();
    await expect(closeOpsTask(deps, tech(techA), { _id: task._id })).rejects.toThrow(
      OPS_TASK_MESSAGES.noManagePermission,
    );
    expect(await closeOpsTask(deps, boss(), { _id: task._id, reason: 'Duplicate' })).toMatchObject({
      status: 'closed',
      endReason: 'Duplicate',
    });
    await expect(closeOpsTask(deps, boss(), { _id: task._id })).rejects.toThrow(
      'This ops task is already closed',
    );
    await expect(startOpsTask(deps, tech(techA), { _id: task._id, ...NEAR })).rejects.toThrow(
      'This ops task is already closed',
    );
    expect(await lifeCycleOf(vehicle.id)).toEqual(['OPS_TASK_CLOSED']);
    await expect(closeOpsTask(deps, boss(), { _id: 'not-a-uuid' })).rejects.toThrow(
      OPS_TASK_MESSAGES.notFound,
    );
  });

  it('lists by status, holder and vehicle code', async () => {
    const { vehicle, task } = await newTask('REPAIR');
    await startOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
    const byHolder = await listOpsTasks(deps, boss(), {
      filters: JSON.stringify({ holder: techA, status: 'inProgress' }),
    });
    expect(byHolder.opsTasks.map((t) => t._id)).toEqual([task._id]);
    const byCode = await listOpsTasks(deps, boss(), { searchTerm: vehicle.code.toLowerCase() });
    expect(byCode.totalCount).toBe(1);
    await expect(listOpsTasks(deps, boss(), { filters: JSON.stringify({ status: 'lost' }) })).rejects.toThrow(
      /status/,
    );
    const open = await handle.db
      .select()
      .from(opsTasks)
      .where(and(eq(opsTasks.holderId, techA), eq(opsTasks.status, 'inProgress')));
    expect(open).toHaveLength(1);
    await resolveOpsTask(deps, tech(techA), { _id: task._id, ...NEAR });
  });
});
