import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import { INVALID_CUSTOM_PENDING_TIME } from '@ops/shared/rules/pendingTime';
import { startTestServer, type TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { checkUserInTasks } from '../attendance/service';
import { supportAttendance } from '../attendance/tables';
import { newId } from '../../platform/lib/ids';
import {
  clearVehicleCondition,
  createRideImageTask,
  offerTasks,
  raiseVehicleCondition,
  recordTaskAction,
  resolveTaskByDecision,
  runTaskSchedulerTick,
} from './engine';
import { setTaskToFlagged } from './flags';
import { setTaskToPending } from './pending';
import {
  closeAgents,
  makeAgent,
  makeArea,
  makeRide,
  makeVehicle,
  resetQueue,
  SUPERVISOR_PERMISSIONS,
  AGENT_PERMISSIONS,
  type Agent,
} from './testing';
import { NOT_CHECKED_IN_MESSAGE } from '@ops/shared/rules/attendanceMessages';
import { getUserAssignedTask, manualPickTask, saveTaskAction } from './workspace';

let server: TestServer;
let deps: Deps;
let area: { id: string; name: string };
const agents: Agent[] = [];

beforeAll(async () => {
  server = await startTestServer();
  deps = server.server.deps;
  area = await makeArea(deps, 'Zamalek');
});
afterAll(async () => {
  closeAgents(agents);
  await server.close();
});
beforeEach(async () => {
  await resetQueue(deps);
});
afterEach(() => {
  closeAgents(agents.splice(0));
});

async function agent(permissions = AGENT_PERMISSIONS): Promise<Agent> {
  const made = await makeAgent(server, permissions);
  agents.push(made);
  return made;
}

const held = async (who: Agent): Promise<TaskPayload | null> =>
  (await getUserAssignedTask(deps, who.session)).task;

describe('conditions -> tasks -> assignment', () => {
  it('a raised condition creates a task that goes to the ACTIVE agent with ASSIGNED TASK on their socket', async () => {
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    expect(task).toMatchObject({
      type: 'Vehicle',
      vehicle: vehicle.id,
      vehicleCode: vehicle.code,
      area: 'Zamalek',
      mainCase: 'VEHICLE_LPM',
      cases: { VEHICLE_LPM: true },
    });
    expect(task.actionsHistory.map((entry) => entry.action)).toEqual(['created']);
    const pushed = await omar.next<TaskPayload>('ASSIGNED TASK', (payload) => payload._id === task._id);
    expect(pushed).toMatchObject({ status: 'assigned', assignedTo: omar.userId, assignedCount: 1 });
    expect((await held(omar))?._id).toBe(task._id);
  });

  it('a second condition is a case of the open task (caseAdded); clearing it is caseResolved; the main case resolves the task and the next one follows', async () => {
    const omar = await agent();
    await checkUserInTasks(deps, omar.session);
    const first = await makeVehicle(deps, area.id);
    const second = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: first.id, reason: 'OUT_OF_FENCE' });
    await raiseVehicleCondition(deps, { vehicleId: second.id, reason: 'IOT_OFF' });
    const added = await raiseVehicleCondition(deps, { vehicleId: first.id, reason: 'NOT_UPDATING' });
    expect(added._id).toBe(task._id);
    expect(added.cases).toEqual({ VEHICLE_OUT_OF_FENCE: true, VEHICLE_NOT_UPDATING: true });
    expect(added.actionsHistory.map((entry) => entry.action)).toContain('caseAdded');
    await omar.next<TaskPayload>(
      'UPDATED TASK',
      (payload) => payload._id === task._id && payload.cases.VEHICLE_NOT_UPDATING === true,
    );

    const cleared = await clearVehicleCondition(deps, { vehicleId: first.id, reason: 'NOT_UPDATING' });
    expect(cleared).toMatchObject({
      status: 'assigned',
      cases: { VEHICLE_OUT_OF_FENCE: true, VEHICLE_NOT_UPDATING: false },
    });
    expect(cleared?.actionsHistory.at(-1)?.action).toBe('caseResolved');

    const resolved = await clearVehicleCondition(deps, {
      vehicleId: first.id,
      reason: 'OUT_OF_FENCE',
      byUserId: omar.userId,
    });
    expect(resolved).toMatchObject({ status: 'resolved', resolvedBy: omar.userId });
    expect(resolved?.mainCaseResolvedAt).not.toBeNull();
    expect(resolved?.actionsHistory.slice(-2).map((entry) => entry.action)).toEqual([
      'caseResolved',
      'resolved',
    ]);
    await omar.next<TaskPayload>(
      'UPDATED TASK',
      (payload) => payload._id === task._id && payload.status === 'resolved',
    );
    const next = await omar.next<TaskPayload>('ASSIGNED TASK', (payload) => payload.vehicle === second.id);
    expect(next.mainCase).toBe('VEHICLE_IOT_OFF');
    expect((await held(omar))?.vehicle).toBe(second.id);
    // A raise for the resolved vehicle opens a new task.
    const again = await raiseVehicleCondition(deps, { vehicleId: first.id, reason: 'LPM' });
    expect(again._id).not.toBe(task._id);
  });

  it('the main case clearing while another case is still open keeps the task open (mainCaseResolvedAt); the last case resolves it', async () => {
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'IOT_OFF' });
    // The battery is charged but the device is still off: the vehicle still needs someone.
    const mainCleared = await clearVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    expect(mainCleared).toMatchObject({
      _id: task._id,
      cases: { VEHICLE_LPM: false, VEHICLE_IOT_OFF: true },
    });
    expect(mainCleared?.status).not.toBe('resolved');
    expect(mainCleared?.mainCaseResolvedAt).not.toBeNull();
    expect(mainCleared?.actionsHistory.at(-1)?.action).toBe('caseResolved');
    // A raise meanwhile joins the same task, not a new one.
    expect((await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'NOT_UPDATING' }))._id).toBe(
      task._id,
    );
    await clearVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'NOT_UPDATING' });
    const resolved = await clearVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'IOT_OFF' });
    expect(resolved).toMatchObject({ _id: task._id, status: 'resolved' });
    expect(resolved?.actionsHistory.slice(-2).map((entry) => entry.action)).toEqual([
      'caseResolved',
      'resolved',
    ]);
  });

  it('ride-image and ID tasks resolve by decision; recordTaskAction writes the history', async () => {
    const vehicle = await makeVehicle(deps, area.id);
    const rideId = await makeRide(deps, vehicle.id, area.id);
    const task = await createRideImageTask(deps, { rideId });
    expect(await createRideImageTask(deps, { rideId })).toMatchObject({ _id: task._id });
    const omar = await agent();
    await recordTaskAction(deps, {
      taskId: task._id,
      action: 'CONTACTED_USER',
      value: 'called',
      user: { _id: omar.userId, name: omar.session.user.name },
    });
    await expect(
      recordTaskAction(deps.db, { taskId: task._id, action: 'NOPE', user: { _id: omar.userId, name: 'x' } }),
    ).rejects.toThrow('Task action is not valid');
    const done = await resolveTaskByDecision(deps, {
      taskId: task._id,
      userId: omar.userId,
      action: 'ACCEPT',
    });
    expect(done.status).toBe('resolved');
    expect(done.actionsHistory.map((entry) => [entry.action, entry.value])).toEqual([
      ['created', 'RideImage'],
      ['CONTACTED_USER', 'called'],
      ['resolved', 'ACCEPT'],
    ]);
  });
});

describe('pending', () => {
  it('a pending task leaves the agent, and returns to the queue when its time passes (scheduler tick)', async () => {
    const omar = await agent(SUPERVISOR_PERMISSIONS);
    await checkUserInTasks(deps, omar.session);
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    await omar.next('ASSIGNED TASK');
    const pending = await setTaskToPending(deps, omar.session, {
      taskId: task._id,
      comment: 'waiting for the technician',
      customPendingTime: 10,
    });
    expect(pending).toMatchObject({ status: 'pending' });
    expect(pending.comments.map((comment) => comment.comment)).toEqual(['waiting for the technician']);
    expect(await held(omar)).toBeNull();
    await runTaskSchedulerTick(deps);
    expect(await held(omar)).toBeNull();
    server.clock.advance(10 * 60_000 + 1000);
    await runTaskSchedulerTick(deps);
    const back = await held(omar);
    expect(back).toMatchObject({ _id: task._id, status: 'assigned', assignedCount: 2 });
    expect(back?.actionsHistory.map((entry) => entry.action)).toEqual([
      'created',
      'assigned',
      'pending',
      'unassigned',
      'assigned',
    ]);
  });

  it('urgent tasks are claimed before pending ones, oldest first', async () => {
    const omar = await agent(SUPERVISOR_PERMISSIONS);
    await checkUserInTasks(deps, omar.session);
    const [a, b] = [await makeVehicle(deps, area.id), await makeVehicle(deps, area.id)];
    const first = await raiseVehicleCondition(deps, { vehicleId: a.id, reason: 'LPM' });
    await setTaskToPending(deps, omar.session, { taskId: first._id, comment: 'later', customPendingTime: 0 });
    // The expired pending task is older, but the new urgent one goes first.
    expect((await held(omar))?._id).toBe(first._id);
    await setTaskToPending(deps, omar.session, {
      taskId: first._id,
      comment: 'later again',
      customPendingTime: 5,
    });
    server.clock.advance(1000);
    const urgent = await raiseVehicleCondition(deps, { vehicleId: b.id, reason: 'IOT_OFF' });
    expect((await held(omar))?._id).toBe(urgent._id);
  });

  it('a custom pending time needs its permission; a negative one is invalid', async () => {
    const plain = await agent();
    await checkUserInTasks(deps, plain.session);
    const vehicle = await makeVehicle(deps, area.id);
    const task = await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    await expect(
      setTaskToPending(deps, plain.session, { taskId: task._id, comment: 'x', customPendingTime: -5 }),
    ).rejects.toThrow(INVALID_CUSTOM_PENDING_TIME);
    await expect(
      setTaskToPending(deps, plain.session, { taskId: task._id, comment: 'x', customPendingTime: 15 }),
    ).rejects.toThrow('You do not have permission to do this.');
    await expect(setTaskToPending(deps, plain.session, { taskId: task._id, comment: '  ' })).rejects.toThrow(
      'Please add a comment',
    );
    const viaGraphql = await server.gql(
      `mutation($id: ID!) { setTaskToPending(taskId: $id, comment: "c", customPendingTime: -1) { _id } }`,
      { id: task._id },
      plain.token,
    );
    expect(viaGraphql.errors?.[0]).toMatchObject({
      message: INVALID_CUSTOM_PENDING_TIME,
      extensions: { code: 500 },
    });
    const ok = await setTaskToPending(deps, plain.session, { taskId: task._id, comment: 'default time' });
    expect(new Date(ok.pendingUntil!).getTime() - new Date(ok.pendingAt!).getTime()).toBe(30 * 60_000);
  });
});

describe('flags and manual picks', () => {
  it('a flagged task can only be picked by its flagger; picks by task id, vehicleId and rideId; isNextTaskFlagged', async () => {
    const omar = await agent();
    const salma = await agent();
    await checkUserInTasks(deps, omar.session);
    const [v1, v2, v3] = [
      await makeVehicle(deps, area.id),
      await makeVehicle(deps, area.id),
      await makeVehicle(deps, area.id),
    ];
    const t1 = await raiseVehicleCondition(deps, { vehicleId: v1.id, reason: 'LPM' });
    expect((await held(omar))?._id).toBe(t1._id);
    await setTaskToFlagged(deps, omar.session, t1._id);
    const t2 = await raiseVehicleCondition(deps, { vehicleId: v2.id, reason: 'LPM' });
    // Omar picks t2 by vehicle: t1 is parked, reserved for him by the flag.
    const picked = await manualPickTask(deps, omar.session, { vehicleId: v2.id });
    expect(picked._id).toBe(t2._id);
    await checkUserInTasks(deps, salma.session);
    // Salma is idle and t1 waits, but it is flagged by Omar: she gets nothing.
    expect(await held(salma)).toBeNull();
    await expect(manualPickTask(deps, salma.session, { taskId: t1._id })).rejects.toThrow(
      'This task is flagged by another user',
    );
    await expect(manualPickTask(deps, salma.session, { taskId: t2._id })).rejects.toThrow(
      'This task is assigned to another user',
    );
    // Omar goes back to his flagged task; t2 returns to the queue and Salma gets it.
    expect((await manualPickTask(deps, omar.session, { taskId: t1._id }))._id).toBe(t1._id);
    expect((await held(salma))?._id).toBe(t2._id);
    // A ride-image task picked by ride id, flagged as it is picked.
    const rideId = await makeRide(deps, v3.id, area.id);
    await checkUserInTasks(deps, salma.session);
    const rideTask = await createRideImageTask(deps, { rideId });
    const mine = await manualPickTask(deps, omar.session, { rideId, isNextTaskFlagged: true });
    expect(mine).toMatchObject({ _id: rideTask._id, status: 'assigned', flaggedBy: omar.userId });
    expect(mine.actionsHistory.map((entry) => entry.action)).toEqual(['created', 'assigned', 'FLAGGED']);
    const action = await saveTaskAction(deps, omar.session, {
      taskId: mine._id,
      action: 'CONTACTED_USER',
      value: null,
    });
    expect(action.actionsHistory.at(-1)?.action).toBe('CONTACTED_USER');
  });
});

describe('guards', () => {
  it('getUserAssignedTask says User Not Checked In; a role without task.RESOLVE_TASKS is refused', async () => {
    const omar = await agent();
    const response = await server.gql(
      `query { getUserAssignedTask { showCheckOut task { _id } } }`,
      {},
      omar.token,
    );
    expect(response.errors?.[0]?.message).toContain(NOT_CHECKED_IN_MESSAGE);
    // The workspace shows the check-in prompt on this code, not on the words.
    expect(response.errors?.[0]?.extensions?.reason).toBe('NOT_CHECKED_IN');
    const checkIn = await server.gql<{ checkUserInTasks: { task: null } }>(
      `mutation { checkUserInTasks { task { _id } } }`,
      {},
      omar.token,
    );
    expect(checkIn.data?.checkUserInTasks.task).toBeNull();
    const after = await server.gql<{ getUserAssignedTask: { showCheckOut: boolean } }>(
      `query { getUserAssignedTask { showCheckOut task { _id } } }`,
      {},
      omar.token,
    );
    expect(after.data?.getUserAssignedTask.showCheckOut).toBe(true);
    const viewer = await agent({ task: { VIEW_PAGE: true } });
    for (const query of [
      `query { getUserAssignedTask { showCheckOut } }`,
      `mutation { checkUserInTasks { task { _id } } }`,
      `query { getBackLogTasks(filters: "{}") { totalTasksCount } }`,
    ]) {
      expect((await server.gql(query, {}, viewer.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });

  it('offerTasks gives nothing to agents who are not ACTIVE', async () => {
    const vehicle = await makeVehicle(deps, area.id);
    await raiseVehicleCondition(deps, { vehicleId: vehicle.id, reason: 'LPM' });
    expect(await offerTasks(deps)).toBe(0);
  });

  it('a claim that fails is logged and skipped: the next idle agent still gets a task and offerTasks does not reject', async () => {
    const [one, two] = [await agent(), await agent()];
    for (let i = 0; i < 2; i += 1)
      await raiseVehicleCondition(deps, { vehicleId: (await makeVehicle(deps, area.id)).id, reason: 'LPM' });
    // On shift after the raises, so the two tasks wait for the offer below.
    const now = deps.clock.now();
    await deps.db.insert(supportAttendance).values(
      [one, two].map((who) => ({
        id: newId(),
        userId: who.userId,
        status: 'ACTIVE' as const,
        checkInDate: now,
      })),
    );
    let failures = 1;
    const flaky: Deps = {
      ...deps,
      db: new Proxy(deps.db, {
        get(target, prop) {
          // The claim is one statement (migration 0048): the first one sent fails as a lost connection would.
          if (prop === 'execute') {
            return (query: SQL) => {
              if (failures > 0 && new PgDialect().sqlToQuery(query).sql.includes('ops_claim_next_task')) {
                failures -= 1;
                return Promise.reject(new Error('connection lost'));
              }
              return target.execute(query);
            };
          }
          const value: unknown = Reflect.get(target, prop, target);
          return typeof value === 'function'
            ? (value as (...args: unknown[]) => unknown).bind(target)
            : value;
        },
      }),
    };
    expect(await offerTasks(flaky)).toBe(1);
    // Requests during a round share the one round after it; each resolves, none rejects.
    const rounds = await Promise.all([offerTasks(deps), offerTasks(deps), offerTasks(deps)]);
    expect(rounds[0]! + rounds[1]!).toBe(1);
    expect(rounds[1]).toBe(rounds[2]);
    expect([(await held(one))?._id, (await held(two))?._id].filter(Boolean)).toHaveLength(2);
  });
});
