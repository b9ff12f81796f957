import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';
import type { TestServer } from '../../../test/testServer';
import type { Deps } from '../../platform/deps';
import { checkUserInTasks } from '../attendance/service';
import { vehicleCommands } from '../../platform/integrations/vehicleGateway/commandsTable';
import { endRideForFree } from '../rides/service';
import { rides } from '../rides/tables';
import { toggleActivate } from '../users/service';
import { users } from '../../platform/session/tables';
import { disableVehicle, sendVehicleCommand } from '../vehicles/service';
import { vehicles } from '../vehicles/tables';
import { incrementBalance } from '../wallet/service';
import { walletLogs } from '../wallet/tables';
import { createOngoingRide, createRider } from '../wallet/testFixtures';
import { createRideImageTask, raiseVehicleCondition } from './engine';
import { taskComments, taskHistory, tasks } from './tables';
import { AGENT_PERMISSIONS, makeAgent, makeRide, makeVehicle, type Agent } from './testing';
import { useTaskTestServer } from './testServerHooks';
import { getUserAssignedTask, saveTaskAction, saveTaskComment, taskRideImageAction } from './workspace';

/**
 * Object-level checks in the workspace (issue 6 §4, §5, §9): only the holder acts in a
 * task; a supervisor with task.VIEW_TASKS_TABLE may comment on any task; an action that
 * names a task it may not write into is refused before anything moves.
 */

const context = useTaskTestServer();
const agents = context.agents;
let server: TestServer;
let deps: Deps;
let areaId: string;
// Registered after the context's own hooks, so these run once it is filled in.
beforeAll(() => ({ server, deps, areaId } = context));

/** Everything an agent in the workspace may press, so only the task rule can refuse. */
const FULL_AGENT: RolePermissions = {
  ...AGENT_PERMISSIONS,
  users: { EDIT_USER_BALANCE: true, ACTIVATE_USER: true },
  vehicles: { SEND_COMMANDS: true, CONVERT_TO_DISABLED: true },
  rides: { TAKE_ACTIONS: true },
};

async function staff(permissions = FULL_AGENT, level = 5): Promise<Agent> {
  const made = await makeAgent(server, permissions, { socket: false, level });
  agents.push(made);
  return made;
}

const taskRow = async (id: string) => (await deps.db.select().from(tasks).where(eq(tasks.id, id)))[0]!;
const historyOf = async (id: string) => deps.db.select().from(taskHistory).where(eq(taskHistory.taskId, id));

/** Bushra holds a vehicle task; a second task waits unassigned (nobody else is on shift). */
async function heldAndWaiting(holder: Agent) {
  const held = await raiseVehicleCondition(deps, {
    vehicleId: (await makeVehicle(deps, areaId)).id,
    reason: 'LPM',
  });
  await checkUserInTasks(deps, holder.session);
  expect((await getUserAssignedTask(deps, holder.session)).task?._id).toBe(held._id);
  const waiting = await raiseVehicleCondition(deps, {
    vehicleId: (await makeVehicle(deps, areaId)).id,
    reason: 'LPM',
  });
  expect((await taskRow(waiting._id)).status).toBe('unassigned');
  return { held, waiting };
}

describe('taskRideImageAction (issue 6 §4)', () => {
  it("refuses another agent's held task and an unassigned one; the holder decides", async () => {
    const bushra = await staff();
    const ahmed = await staff();
    const vehicle = await makeVehicle(deps, areaId);
    const heldRide = await makeRide(deps, vehicle.id, areaId);
    const held = await createRideImageTask(deps, { rideId: heldRide });
    await checkUserInTasks(deps, bushra.session);
    expect((await taskRow(held._id)).assignedTo).toBe(bushra.userId);
    const waitingRide = await makeRide(deps, vehicle.id, areaId);
    const waiting = await createRideImageTask(deps, { rideId: waitingRide });
    expect((await taskRow(waiting._id)).status).toBe('unassigned');

    await expect(
      taskRideImageAction(deps, ahmed.session, { taskId: held._id, rideId: heldRide, isAccept: false }),
    ).rejects.toThrow('This task is assigned to another user');
    await expect(
      taskRideImageAction(deps, ahmed.session, { taskId: waiting._id, rideId: waitingRide, isAccept: true }),
    ).rejects.toThrow('Please pick this task first');
    for (const [taskId, rideId] of [
      [held._id, heldRide],
      [waiting._id, waitingRide],
    ] as const) {
      expect((await taskRow(taskId)).status).not.toBe('resolved');
      expect((await deps.db.select().from(rides).where(eq(rides.id, rideId)))[0]?.checkStatus).not.toBe('N');
      expect((await deps.db.select().from(rides).where(eq(rides.id, rideId)))[0]?.checkStatus).not.toBe('Y');
    }

    const done = await taskRideImageAction(deps, bushra.session, {
      taskId: held._id,
      rideId: heldRide,
      isAccept: false,
    });
    expect(done.message).toBe('Ride image rejected');
    expect(await taskRow(held._id)).toMatchObject({ status: 'resolved', resolvedBy: bushra.userId });
  });
});

describe('comments and recorded actions (issue 6 §5)', () => {
  it('the holder comments and records; another agent cannot, on a held or an unassigned task', async () => {
    const bushra = await staff();
    const ahmed = await staff();
    const { held, waiting } = await heldAndWaiting(bushra);
    for (const taskId of [held._id, waiting._id]) {
      await expect(saveTaskComment(deps, ahmed.session, { taskId, comment: 'mine now' })).rejects.toThrow(
        taskId === held._id ? 'This task is assigned to another user' : 'Please pick this task first',
      );
      await expect(saveTaskAction(deps, ahmed.session, { taskId, action: 'CONTACTED_USER' })).rejects.toThrow(
        taskId === held._id ? 'This task is assigned to another user' : 'Please pick this task first',
      );
      expect(await deps.db.select().from(taskComments).where(eq(taskComments.taskId, taskId))).toHaveLength(
        0,
      );
      expect((await historyOf(taskId)).map((entry) => entry.action)).not.toContain('CONTACTED_USER');
    }
    expect(
      (await saveTaskComment(deps, bushra.session, { taskId: held._id, comment: 'called the rider' }))
        .comment,
    ).toBe('called the rider');
    const recorded = await saveTaskAction(deps, bushra.session, {
      taskId: held._id,
      action: 'CONTACTED_USER',
    });
    expect(recorded.actionsHistory.at(-1)).toMatchObject({ action: 'CONTACTED_USER', user: bushra.userId });
  });

  it("a supervisor with task.VIEW_TASKS_TABLE comments on any task from the task page, even without task.RESOLVE_TASKS; recording stays the holder's", async () => {
    const bushra = await staff();
    const supervisor = await staff({ task: { VIEW_TASKS_TABLE: true } }, 3);
    const { held, waiting } = await heldAndWaiting(bushra);
    const save = `mutation($id: ID!, $comment: String!) { saveTaskComment(taskId: $id, comment: $comment) { comment user } }`;
    for (const taskId of [held._id, waiting._id]) {
      const response = await server.gql<{ saveTaskComment: { comment: string; user: string } }>(
        save,
        { id: taskId, comment: 'checked by supervisor' },
        supervisor.token,
      );
      expect(response.errors).toBeUndefined();
      expect(response.data?.saveTaskComment).toEqual({
        comment: 'checked by supervisor',
        user: supervisor.userId,
      });
    }
    await expect(
      saveTaskAction(deps, supervisor.session, { taskId: held._id, action: 'CONTACTED_USER' }),
    ).rejects.toThrow('This task is assigned to another user');
  });

  it("the money is not moved when the taskId names someone else's task, an unassigned task, or no task", async () => {
    const bushra = await staff();
    const ahmed = await staff();
    const { held, waiting } = await heldAndWaiting(bushra);
    const rider = await createRider(deps.db, 500);
    const logsBefore = await deps.db.select().from(walletLogs).where(eq(walletLogs.userId, rider));
    const cases: Array<[string, string]> = [
      [held._id, 'This task is assigned to another user'],
      [waiting._id, 'Please pick this task first'],
      ['no-such-task', 'Task not found'],
    ];
    for (const [taskId, message] of cases) {
      await expect(
        incrementBalance(deps, ahmed.session, {
          id: rider,
          balance: 100,
          additionalReason: 'Refund',
          taskId,
        }),
      ).rejects.toThrow(message);
    }
    expect(
      (await deps.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider)))[0]?.b,
    ).toBe(500);
    expect(await deps.db.select().from(walletLogs).where(eq(walletLogs.userId, rider))).toHaveLength(
      logsBefore.length,
    );
    expect((await historyOf(held._id)).map((entry) => entry.action)).not.toContain('USER_EDIT_BALANCE');
    // The holder's own edit moves the money and writes the history line in the same transaction.
    await incrementBalance(deps, bushra.session, {
      id: rider,
      balance: 1,
      additionalReason: 'Refund',
      taskId: held._id,
    });
    expect(
      (await deps.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider)))[0]?.b,
    ).toBe(600);
    expect((await historyOf(held._id)).map((entry) => [entry.action, entry.userId])).toContainEqual([
      'USER_EDIT_BALANCE',
      bushra.userId,
    ]);
  });

  it("vehicle, ride and account actions naming someone else's task are refused and change nothing", async () => {
    const bushra = await staff();
    const ahmed = await staff();
    const { held } = await heldAndWaiting(bushra);
    const vehicle = await makeVehicle(deps, areaId);
    await expect(
      disableVehicle(deps, ahmed.session, { disabled: true, code: vehicle.code, taskId: held._id }),
    ).rejects.toThrow('This task is assigned to another user');
    expect((await deps.db.select().from(vehicles).where(eq(vehicles.id, vehicle.id)))[0]?.disabled).toBe(
      false,
    );
    await expect(
      sendVehicleCommand(deps, ahmed.session, {
        message: 'ring',
        listOfVehicleIds: [vehicle.id],
        taskId: held._id,
      }),
    ).rejects.toThrow('This task is assigned to another user');
    expect(
      await deps.db.select().from(vehicleCommands).where(eq(vehicleCommands.vehicleId, vehicle.id)),
    ).toHaveLength(0);
    const rider = await createRider(deps.db);
    const ride = await createOngoingRide(deps.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: deps.clock.now(),
    });
    await expect(endRideForFree(deps, ahmed.session, { id: ride, taskId: held._id })).rejects.toThrow(
      'This task is assigned to another user',
    );
    expect((await deps.db.select().from(rides).where(eq(rides.id, ride)))[0]?.status).toBe('ongoing');
    await expect(toggleActivate(deps, ahmed.session, { id: rider, taskId: held._id })).rejects.toThrow(
      'This task is assigned to another user',
    );
    expect((await deps.db.select().from(users).where(eq(users.id, rider)))[0]?.active).toBe(true);
    expect((await historyOf(held._id)).map((entry) => entry.action)).toEqual(['created', 'assigned']);
    await expect(endRideForFree(deps, ahmed.session, { id: ride, taskId: 'no-such-task' })).rejects.toThrow(
      'Task not found',
    );
    expect((await deps.db.select().from(rides).where(eq(rides.id, ride)))[0]?.status).toBe('ongoing');
  });
});

describe('a taskId that does not exist (issue 6 §9)', () => {
  it("answers 'Task not found' as a user error (code 500), never 'Unexpected error'", async () => {
    const bushra = await staff();
    const rider = await createRider(deps.db, 500);
    const vehicle = await makeVehicle(deps, areaId);
    const calls: Array<[string, Record<string, unknown>]> = [
      [`mutation($t: ID!) { saveTaskComment(taskId: $t, comment: "x") { _id } }`, {}],
      [`mutation($t: ID!) { saveTaskAction(taskId: $t, action: "CONTACTED_USER") { _id } }`, {}],
      [`mutation($t: ID!) { taskRideImageAction(taskId: $t, rideId: "r", isAccept: true) { message } }`, {}],
      [`mutation($t: ID!) { setTaskToPending(taskId: $t, comment: "x") { _id } }`, {}],
      [`mutation($t: ID!) { setTaskToFlagged(taskId: $t) { _id } }`, {}],
      [`mutation($t: ID!) { manualPickTask(taskId: $t) { _id } }`, {}],
      [`query($t: ID!) { getTaskById(taskId: $t) { _id } }`, {}],
      [
        `mutation($t: ID!, $id: ID!) { incrementBalance(id: $id, balance: 5, additionalReason: "Refund", taskId: $t) { _id } }`,
        { id: rider },
      ],
      [
        `mutation($t: ID!, $v: ID!) { sendVehicleCommand(message: "ring", listOfVehicleIds: [$v], taskId: $t) { status } }`,
        { v: vehicle.id },
      ],
    ];
    await checkUserInTasks(deps, bushra.session);
    for (const [query, variables] of calls) {
      const response = await server.gql(query, { t: 'no-such-task', ...variables }, bushra.token);
      expect({ query, error: response.errors?.[0] }).toMatchObject({
        query,
        // The code beside the words: the task page says "not found" by it (components/queryState).
        error: { message: 'Task not found', extensions: { code: 500, reason: 'TASK_NOT_FOUND' } },
      });
    }
    expect(
      (await deps.db.select({ b: users.balancePiasters }).from(users).where(eq(users.id, rider)))[0]?.b,
    ).toBe(500);
  });
});
