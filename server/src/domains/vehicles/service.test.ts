import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { ACTION_FAILED, MOTOR_NOT_READY } from '@ops/shared/rules/taskActions';
import { createStaff, signIn } from '../../../test/staff';
import { startTestServer, type TestServer } from '../../../test/testServer';
import { vehicleCommands } from '../../platform/integrations/vehicleGateway/commandsTable';
import { SimulatedVehicleGateway } from './gateway/simulatedVehicleGateway';
import { RecordingEventBus } from '../../platform/realtime/eventBus';
import { raiseVehicleCondition, taskHistory } from '../tasks/engine';
import {
  createArea,
  createOngoingRide,
  createRider,
  createVehicle,
  sessionFor,
  square,
} from '../wallet/testFixtures';
import { extraVehicleActions } from './service';
import { VEHICLE_MESSAGES } from './messages';
import { vehicleLifeCycle, vehicles } from './tables';

const MOTOR = `mutation($code: String!, $action: String!, $task: ID) { extraVehicleActions(code: $code, action: $action, taskId: $task) { commandId status command code } }`;
const COMMAND = `mutation($message: String!, $ids: [ID!]!) { sendVehicleCommand(message: $message, listOfVehicleIds: $ids) { commandId status command vehicleId } }`;
const DISABLE = `mutation($disabled: Boolean!, $code: String!) { disableVehicle(disabled: $disabled, code: $code) { code disabled } }`;
const ACK = `mutation($code: String!) { acknowledgeStolenAlert(code: $code) { code stolenAlert } }`;
const SPEED = `mutation($code: String!, $speed: Int!) { changeVehicleSpeedLimit(code: $code, speed: $speed) { status command } }`;
const DETAILS = `query($id: ID!) { vehicleUserRideDetails(vehicleId: $id) { lastMoveBeep vehicle { code lockStatus } ride { _id status price } user { _id balance subscriptionPlan { _id } } } }`;
const LIFE = `query($id: ID) { vehicleLifeCycle(_id: $id) { count data { case code user { _id } } } }`;

let server: TestServer;
let ops: string;
let opsId: string;
let viewer: string;
const error = (response: { errors?: Array<{ message: string; extensions?: Record<string, unknown> }> }) =>
  response.errors?.[0];
const vehicleRow = async (id: string) =>
  (await server.handle.db.select().from(vehicles).where(eq(vehicles.id, id)))[0]!;
const idle = () => server.server.deps.vehicleGateway.idle();

beforeAll(async () => {
  server = await startTestServer();
  const staff = await createStaff(server.handle.db, {
    level: 3,
    permissions: {
      vehicles: {
        SEND_COMMANDS: true,
        UPDATE_MOTOR_LOCK: true,
        CONVERT_TO_DISABLED: true,
        ACKNOWLEDGE_STOLEN_ALERT: true,
        CHANGE_SPEED: true,
      },
      task: { RESOLVE_TASKS: true },
    },
  });
  opsId = staff.userId;
  ops = await signIn(server, staff);
  viewer = await signIn(
    server,
    await createStaff(server.handle.db, { level: 5, permissions: { vehicles: { VIEW_PAGE: true } } }),
  );
});
afterAll(async () => {
  await idle();
  await server.close();
});

describe('motor lock/unlock', () => {
  it("refuses a vehicle whose IoT is not ready with the spec's message", async () => {
    const vehicle = await createVehicle(server.handle.db, { iotStatus: 'on' });
    expect(error(await server.gql(MOTOR, { code: vehicle.code, action: 'lock' }, ops))?.message).toBe(
      MOTOR_NOT_READY,
    );
    expect(
      await server.handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.vehicleId, vehicle.id)),
    ).toHaveLength(0);
  });

  it('sends the command, records it, and the answer changes the vehicle; the task history gets the action', async () => {
    const vehicle = await createVehicle(server.handle.db, { lockStatus: 'unlocked' });
    const task = await raiseVehicleCondition(server.server.deps, {
      vehicleId: vehicle.id,
      reason: 'UNLOCKED_WITHOUT_RIDE',
    });
    // Only the holder writes into a task (issue 6 §5): ops picks it first, and checks out after.
    expect(
      (await server.gql(`mutation { checkUserInTasks { task { _id } } }`, {}, ops)).errors,
    ).toBeUndefined();
    expect(
      (await server.gql(`mutation($id: ID!) { manualPickTask(taskId: $id) { _id } }`, { id: task._id }, ops))
        .errors,
    ).toBeUndefined();
    const response = await server.gql<{ extraVehicleActions: { commandId: string; status: string } }>(
      MOTOR,
      { code: vehicle.code, action: 'lock', task: task._id },
      ops,
    );
    expect(
      (await server.gql(`mutation { checkoutUserFromReceivingTasks { success } }`, {}, ops)).errors,
    ).toBeUndefined();
    expect(response.data?.extraVehicleActions).toMatchObject({ status: 'sent', command: 'lock' });
    await idle();
    expect((await vehicleRow(vehicle.id)).lockStatus).toBe('locked');
    const [command] = await server.handle.db
      .select()
      .from(vehicleCommands)
      .where(eq(vehicleCommands.id, response.data!.extraVehicleActions.commandId));
    expect(command).toMatchObject({
      status: 'acknowledged',
      sentById: opsId,
      taskId: task._id,
      gateway: 'simulated',
    });
    const history = await server.handle.db.select().from(taskHistory).where(eq(taskHistory.taskId, task._id));
    expect(history.map((entry) => [entry.action, entry.value])).toContainEqual([
      'VEHICLE_COMMAND',
      'motor lock',
    ]);
  });

  it("answers 'Action failed' when the gateway refuses, and records the failure", async () => {
    const vehicle = await createVehicle(server.handle.db);
    const failing = new SimulatedVehicleGateway({
      db: server.handle.db,
      events: new RecordingEventBus(),
      clock: server.clock,
      log: pino({ level: 'silent' }),
      failureRate: 1,
    });
    const deps = { ...server.server.deps, vehicleGateway: failing };
    await expect(
      extraVehicleActions(deps, sessionFor(opsId), { code: vehicle.code, action: 'unlock' }),
    ).rejects.toThrow(ACTION_FAILED);
    const [command] = await server.handle.db
      .select()
      .from(vehicleCommands)
      .where(eq(vehicleCommands.vehicleId, vehicle.id));
    expect(command).toMatchObject({ status: 'failed', command: 'unlock' });
  });

  it('is refused without vehicles.UPDATE_MOTOR_LOCK', async () => {
    const vehicle = await createVehicle(server.handle.db);
    expect(
      error(await server.gql(MOTOR, { code: vehicle.code, action: 'lock' }, viewer))?.extensions?.code,
    ).toBe('FORBIDDEN');
  });
});

describe('the simulated gateway', () => {
  it('times out a vehicle whose IoT is off and announces answered commands', async () => {
    const events = new RecordingEventBus();
    const gateway = new SimulatedVehicleGateway({
      db: server.handle.db,
      events,
      clock: server.clock,
      log: pino({ level: 'silent' }),
      delayMs: 1,
      ackTimeoutMs: 5,
    });
    const off = await createVehicle(server.handle.db, { iotStatus: 'off' });
    const on = await createVehicle(server.handle.db, { lockStatus: 'locked' });
    const lost = await gateway.unlock({ vehicleId: off.id, code: off.code, sentById: opsId });
    const answered = await gateway.unlock({ vehicleId: on.id, code: on.code, sentById: null });
    await gateway.idle();
    const status = async (id: string) =>
      (await server.handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.id, id)))[0]!.status;
    expect(await status(lost.commandId)).toBe('timed_out');
    expect(await status(answered.commandId)).toBe('acknowledged');
    expect((await vehicleRow(off.id)).lockStatus).toBe('locked');
    expect(events.events).toContainEqual({
      target: 'topic:VEHICLE_LOCK_STATUS',
      event: 'VEHICLE_LOCK_STATUS',
      payload: { _id: on.id, code: on.code, lockStatus: 'unlocked' },
    });
    expect(events.events).toContainEqual(
      expect.objectContaining({
        target: `code:VEHICLE_LOGS:${on.code}`,
        payload: expect.objectContaining({ command: 'unlock' }),
      }),
    );
    await gateway.close();
  });
});

describe('vehicle commands', () => {
  it('rings and restarts several vehicles; unknown commands are refused', async () => {
    const a = await createVehicle(server.handle.db);
    const b = await createVehicle(server.handle.db);
    const rung = await server.gql<{ sendVehicleCommand: unknown[] }>(
      COMMAND,
      { message: 'ring', ids: [a.id, b.id] },
      ops,
    );
    expect(rung.data?.sendVehicleCommand).toHaveLength(2);
    await idle();
    expect((await vehicleRow(a.id)).lastMoveBeep).not.toBeNull();
    expect(error(await server.gql(COMMAND, { message: 'selfdestruct', ids: [a.id] }, ops))?.message).toBe(
      VEHICLE_MESSAGES.unknownCommand,
    );
    expect(error(await server.gql(COMMAND, { message: 'ring', ids: [] }, ops))?.message).toBe(
      VEHICLE_MESSAGES.noVehicles,
    );
    expect(error(await server.gql(COMMAND, { message: 'ring', ids: [a.id] }, viewer))?.extensions?.code).toBe(
      'FORBIDDEN',
    );
  });
});

describe('disable and stolen alerts', () => {
  it('disables only an enabled vehicle and writes the life cycle', async () => {
    const vehicle = await createVehicle(server.handle.db);
    expect(
      (
        await server.gql<{ disableVehicle: { disabled: boolean } }>(
          DISABLE,
          { disabled: true, code: vehicle.code },
          ops,
        )
      ).data?.disableVehicle.disabled,
    ).toBe(true);
    expect(error(await server.gql(DISABLE, { disabled: true, code: vehicle.code }, ops))?.message).toBe(
      VEHICLE_MESSAGES.alreadyDisabled,
    );
    expect(
      (
        await server.gql<{ disableVehicle: { disabled: boolean } }>(
          DISABLE,
          { disabled: false, code: vehicle.code },
          ops,
        )
      ).data?.disableVehicle.disabled,
    ).toBe(false);
    const cycle = await server.handle.db
      .select()
      .from(vehicleLifeCycle)
      .where(eq(vehicleLifeCycle.vehicleId, vehicle.id));
    expect(cycle.map((entry) => entry.case)).toEqual(['DISABLED']);
    const life = await server.gql<{
      vehicleLifeCycle: { count: number; data: Array<{ case: string; user: { _id: string } }> };
    }>(LIFE, { id: vehicle.id }, ops);
    expect(life.data?.vehicleLifeCycle).toMatchObject({
      count: 1,
      data: [{ case: 'DISABLED', user: { _id: opsId } }],
    });
    expect(error(await server.gql(LIFE, {}, ops))?.message).toBe(VEHICLE_MESSAGES.notAllowedLifeCycle);
  });

  it('clears a stolen alert once and tells REMOVE_STOLEN_ALERT', async () => {
    const vehicle = await createVehicle(server.handle.db, { stolenAlert: true, stolenAlertAt: new Date() });
    const spy = vi.spyOn(server.server.deps.events, 'toTopic');
    expect(
      (
        await server.gql<{ acknowledgeStolenAlert: { stolenAlert: boolean } }>(
          ACK,
          { code: vehicle.code },
          ops,
        )
      ).data?.acknowledgeStolenAlert.stolenAlert,
    ).toBe(false);
    expect(spy).toHaveBeenCalledWith('REMOVE_STOLEN_ALERT', 'REMOVE_STOLEN_ALERT', {
      _id: vehicle.id,
      code: vehicle.code,
    });
    spy.mockRestore();
    expect(error(await server.gql(ACK, { code: vehicle.code }, ops))?.message).toBe(
      VEHICLE_MESSAGES.noStolenAlert,
    );
  });
});

describe('speed limit', () => {
  it('is allowed outside the fence or inside an ops fence, judged on the polygons', async () => {
    const area = await createArea(server.handle.db, {
      outerFence: square(30.05, 31.23, 0.05),
      opsFences: [square(30.07, 31.25, 0.005)],
    });
    const inside = await createVehicle(server.handle.db, { areaId: area, lat: 30.04, long: 31.22 });
    const inOps = await createVehicle(server.handle.db, { areaId: area, lat: 30.071, long: 31.251 });
    const outside = await createVehicle(server.handle.db, { areaId: area, lat: 30.3, long: 31.6 });
    expect(error(await server.gql(SPEED, { code: inside.code, speed: 15 }, ops))?.message).toBe(
      VEHICLE_MESSAGES.speedNotHere,
    );
    expect(error(await server.gql(SPEED, { code: inOps.code, speed: 15 }, ops))).toBeUndefined();
    expect(error(await server.gql(SPEED, { code: outside.code, speed: 25 }, ops))).toBeUndefined();
    expect(error(await server.gql(SPEED, { code: outside.code, speed: 10 }, ops))?.message).toBe(
      VEHICLE_MESSAGES.speedChoice,
    );
    await idle();
    const limited = await vehicleRow(inOps.id);
    expect(limited.speedLimit).toBe(15);
    const minutes = (limited.speedLimitUntil!.getTime() - server.clock.now().getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(4.9);
    expect(minutes).toBeLessThanOrEqual(5);
    expect((await vehicleRow(inside.id)).speedLimit).toBeNull();
  });
});

describe('vehicleUserRideDetails', () => {
  it('shows the vehicle, its last ride and that ride’s customer', async () => {
    const rider = await createRider(server.handle.db, 1234);
    const vehicle = await createVehicle(server.handle.db);
    const ride = await createOngoingRide(server.handle.db, {
      userId: rider,
      vehicleId: vehicle.id,
      startTime: new Date(server.clock.now().getTime() - 120_000),
    });
    const response = await server.gql<{ vehicleUserRideDetails: Record<string, unknown> }>(
      DETAILS,
      { id: vehicle.id },
      ops,
    );
    expect(response.data?.vehicleUserRideDetails).toMatchObject({
      vehicle: { code: vehicle.code },
      ride: { _id: ride, status: 'ongoing', price: 9 },
      user: { _id: rider, balance: 12.34, subscriptionPlan: null },
    });
  });
});
