import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { caseForUrgentReason } from '@ops/shared/rules/labels';
import type { Socket } from 'socket.io-client';
import { connectOutcome, socketOpener } from '../../../../../test/sockets';
import { createStaff, signIn } from '../../../../../test/staff';
import { startTestServer, type TestServer } from '../../../../../test/testServer';
import { newId } from '../../../../platform/lib/ids';
import { tasks } from '../../../tasks/engine';
import { vehicles } from '../../tables';
import { createArea, createVehicle } from '../../../wallet/testFixtures';
import { vehicleCommands } from '../../../../platform/integrations/vehicleGateway/commandsTable';
import {
  vehicleGatewayConfig,
  type MqttGatewayConfig,
} from '../../../../platform/integrations/vehicleGateway/mqtt/config';
import { MqttVehicleGateway } from './mqttVehicleGateway';
import { topicOf } from '../../../../platform/integrations/vehicleGateway/mqtt/topics';

/**
 * The MQTT gateway against the real Mosquitto at 127.0.0.1:1883 (issue 27 §4), inside a real
 * API on PGlite. Every run works under its own topic prefix and client ids, so runs on the
 * same broker (parallel helpers, CI) never hear each other.
 */
const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const PREFIX = `test-${newId()}/`;
const ACK_TIMEOUT_MS = 1500;

const gatewayConfig = (): MqttGatewayConfig => {
  const config = vehicleGatewayConfig({
    VEHICLE_GATEWAY: 'mqtt',
    MQTT_URL: BROKER,
    MQTT_TOPIC_PREFIX: PREFIX,
    MQTT_ACK_TIMEOUT_MS: String(ACK_TIMEOUT_MS),
    MQTT_BATCH_MS: '50',
  });
  if (config.kind !== 'mqtt') throw new Error('mqtt expected');
  return config;
};

let server: TestServer;
const clients: MqttClient[] = [];
const sockets = socketOpener(() => server.url);

beforeAll(async () => {
  server = await startTestServer({ config: { vehicleGateway: gatewayConfig() } });
});
const codes: string[] = [];

afterAll(async () => {
  sockets.closeAll();
  // The wills left retained on the shared broker are cleared, so runs leave nothing behind.
  const cleaner = await mqtt.connectAsync(BROKER, {
    protocolVersion: 5,
    clientId: `test-clean-${newId().slice(0, 8)}`,
    reconnectPeriod: 0,
  });
  await Promise.all(
    codes.map((code) => cleaner.publishAsync(topicOf(PREFIX, code, 'state'), '', { qos: 1, retain: true })),
  );
  await cleaner.endAsync();
  await Promise.all(clients.map((client) => client.endAsync(true)));
  await server?.close();
});

/** A device on the broker as a real module connects: its own client id, a last will on its state topic. */
async function device(code: string): Promise<MqttClient> {
  codes.push(code);
  const client = await mqtt.connectAsync(BROKER, {
    protocolVersion: 5,
    clientId: `test-device-${code}-${newId().slice(0, 6)}`,
    reconnectPeriod: 0,
    will: {
      topic: topicOf(PREFIX, code, 'state'),
      payload: Buffer.from(JSON.stringify({ online: false })),
      qos: 1,
      retain: true,
    },
  });
  clients.push(client);
  return client;
}

const publish = (
  client: MqttClient,
  code: string,
  channel: 'telemetry' | 'state' | 'acks',
  body: unknown,
  qos: 0 | 1 = 1,
) =>
  client.publishAsync(
    topicOf(PREFIX, code, channel),
    typeof body === 'string' ? body : JSON.stringify(body),
    { qos },
  );

const reading = (at: Date, extra: Record<string, unknown> = {}) => ({
  lat: 30.06,
  lng: 31.24,
  speed: 12,
  battery: 64,
  locked: false,
  iot: 'on',
  odometer: 1200,
  ts: at.toISOString(),
  ...extra,
});

const vehicleRow = async (id: string) =>
  (await server.handle.db.select().from(vehicles).where(eq(vehicles.id, id)).limit(1))[0]!;
const commandRow = async (id: string) =>
  (await server.handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.id, id)).limit(1))[0]!;

async function metric(name: string, label: string): Promise<number> {
  const text = await (await fetch(`${server.url}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(`${name}{${label}}`));
  return line ? Number(line.split(' ').pop()) : 0;
}

async function staffToken(
  permissions: NonNullable<Parameters<typeof createStaff>[1]>['permissions'],
): Promise<string> {
  return signIn(server, await createStaff(server.handle.db, { permissions }));
}

describe('VEHICLE_GATEWAY=mqtt on a real broker', () => {
  it('telemetry moves the vehicle in the database and on the map socket', async () => {
    const v = await createVehicle(server.handle.db, {
      areaId: await createArea(server.handle.db),
      lat: 30.05,
      long: 31.23,
    });
    const socket: Socket = sockets.open(await staffToken({ vehicles: { VIEW_PAGE: true } }));
    expect(await connectOutcome(socket)).toBe('connected');
    expect(
      await socket.emitWithAck('SUBSCRIBE_TO_LOGS', {
        topic: 'SCOOTER_COORDINATES',
        code: v.code,
        subscribe: true,
      }),
    ).toEqual({ ok: true });
    const heard = new Promise<{ lat: number; long: number }>((resolve) =>
      socket.on('SCOOTER_COORDINATES', resolve),
    );

    await publish(
      await device(v.code),
      v.code,
      'telemetry',
      reading(server.clock.now(), { lat: 30.0612, lng: 31.2417, battery: 57 }),
      0,
    );

    expect(await heard).toMatchObject({ lat: 30.0612, long: 31.2417 });
    const row = await vehicleRow(v.id);
    expect([row.lat, row.long, row.realBatteryValue, row.lockStatus, row.iotStatus]).toEqual([
      30.0612,
      31.2417,
      57,
      'unlocked',
      'ready',
    ]);
  });

  it('a lock from the workspace reaches the device topic, and its ack marks the command acknowledged', async () => {
    const v = await createVehicle(server.handle.db, { lockStatus: 'unlocked', iotStatus: 'ready' });
    const module = await device(v.code);
    await module.subscribeAsync(topicOf(PREFIX, v.code, 'commands'), { qos: 1 });
    const received = new Promise<{ id: string; command: string; args: unknown }>((resolve) =>
      module.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()) as never)),
    );

    const token = await staffToken({ vehicles: { VIEW_PAGE: true, UPDATE_MOTOR_LOCK: true } });
    const answer = await server.gql<{ extraVehicleActions: { commandId: string; status: string } }>(
      `mutation ($code: String!) { extraVehicleActions(code: $code, action: "lock") { commandId status } }`,
      { code: v.code },
      token,
    );
    expect(answer.errors).toBeUndefined();
    const { commandId, status } = answer.data!.extraVehicleActions;
    expect(status).toBe('sent');
    const command = await received;
    expect(command).toMatchObject({ id: commandId, command: 'lock', args: {} });
    expect((await commandRow(commandId)).status).toBe('sent');

    await publish(module, v.code, 'acks', { id: commandId, ok: true, ts: server.clock.now().toISOString() });
    await server.server.deps.vehicleGateway.idle();
    expect(await commandRow(commandId)).toMatchObject({ status: 'acknowledged', gateway: 'mqtt' });
    expect((await vehicleRow(v.id)).lockStatus).toBe('locked');
  });

  it('a device that never answers has its command timed out at the deadline; a refusal is failed with its reason', async () => {
    const silent = await createVehicle(server.handle.db, { iotStatus: 'ready' });
    const receipt = await server.server.deps.vehicleGateway.ring({
      vehicleId: silent.id,
      code: silent.code,
      sentById: null,
    });
    await server.server.deps.vehicleGateway.idle();
    expect(await commandRow(receipt.commandId)).toMatchObject({
      status: 'timed_out',
      error: 'No answer from the vehicle',
    });

    const refusing = await createVehicle(server.handle.db, { iotStatus: 'ready', lockStatus: 'unlocked' });
    const module = await device(refusing.code);
    const refused = await server.server.deps.vehicleGateway.lock({
      vehicleId: refusing.id,
      code: refusing.code,
      sentById: null,
    });
    await publish(module, refusing.code, 'acks', {
      id: refused.commandId,
      ok: false,
      error: 'Battery compartment open',
      ts: server.clock.now().toISOString(),
    });
    await server.server.deps.vehicleGateway.idle();
    expect(await commandRow(refused.commandId)).toMatchObject({
      status: 'failed',
      error: 'Battery compartment open',
    });
    expect((await vehicleRow(refusing.id)).lockStatus).toBe('unlocked');
  });

  it('a device dropping off the network (its last will) turns the IoT off and raises the IoT off case', async () => {
    const v = await createVehicle(server.handle.db, {
      iotStatus: 'ready',
      areaId: await createArea(server.handle.db),
    });
    const module = await device(v.code);
    await publish(module, v.code, 'state', {
      online: true,
      locked: true,
      iot: 'on',
      ts: server.clock.now().toISOString(),
    });
    await expect.poll(async () => (await vehicleRow(v.id)).lockStatus).toBe('locked');

    // No DISCONNECT packet: the broker sees the connection die and publishes the will.
    module.stream.destroy();

    await expect.poll(async () => (await vehicleRow(v.id)).iotStatus, { timeout: 5000 }).toBe('off');
    await expect
      .poll(
        async () =>
          (
            await server.handle.db.select({ cases: tasks.cases }).from(tasks).where(eq(tasks.vehicleId, v.id))
          ).map((task) => task.cases[caseForUrgentReason('IOT_OFF')]),
        { timeout: 5000 },
      )
      .toEqual([true]);
  });

  it('a command sent by an API process that then stopped is settled by the ack another (or the restarted) one receives', async () => {
    const v = await createVehicle(server.handle.db, { iotStatus: 'ready', lockStatus: 'unlocked' });
    const module = await device(v.code);
    await module.subscribeAsync(topicOf(PREFIX, v.code, 'commands'), { qos: 1 });
    const received = new Promise<{ id: string }>((resolve) =>
      module.on('message', (_topic, payload) => resolve(JSON.parse(payload.toString()) as never)),
    );
    const { db, events, clock } = server.server.deps;
    const before = new MqttVehicleGateway({
      config: gatewayConfig(),
      db,
      events,
      clock,
      log: pino({ level: 'silent' }),
    });
    await before.start({ raise: async () => undefined, clear: async () => undefined });
    const receipt = await before.lock({ vehicleId: v.id, code: v.code, sentById: null });
    expect((await received).id).toBe(receipt.commandId);
    await before.close();
    expect((await commandRow(receipt.commandId)).status).toBe('sent');

    await publish(module, v.code, 'acks', {
      id: receipt.commandId,
      ok: true,
      ts: server.clock.now().toISOString(),
    });
    await expect.poll(async () => (await commandRow(receipt.commandId)).status).toBe('acknowledged');
    expect((await vehicleRow(v.id)).lockStatus).toBe('locked');
  });

  it('two gateway processes on one broker handle each telemetry message exactly once', async () => {
    const v = await createVehicle(server.handle.db);
    const counts = { first: 0, second: 0 };
    const counted = (key: keyof typeof counts) => ({
      accepted: (channel: string) => channel === 'telemetry' && (counts[key] += 1),
      dropped: () => undefined,
    });
    const log = pino({ level: 'silent' });
    const { db, events, clock } = server.server.deps;
    const gateways = [
      new MqttVehicleGateway({ config: gatewayConfig(), db, events, clock, log, observer: counted('first') }),
      new MqttVehicleGateway({
        config: gatewayConfig(),
        db,
        events,
        clock,
        log,
        observer: counted('second'),
      }),
    ];
    const noCases = { raise: async () => undefined, clear: async () => undefined };
    for (const gateway of gateways) await gateway.start(noCases);
    // The test server's own gateway is a third member of the group: it may take some too.
    const before = await metric('ops_vehicle_messages_total', 'topic="telemetry"');
    const module = await device(v.code);
    const sent = 200;
    const start = server.clock.now().getTime() - 10_000;
    // QoS 1 here so the broker does not drop any on the way: the question is who handles them.
    for (let i = 0; i < sent; i += 1)
      await publish(module, v.code, 'telemetry', reading(new Date(start + i * 10)), 1);

    const handled = async () =>
      counts.first +
      counts.second +
      (await metric('ops_vehicle_messages_total', 'topic="telemetry"')) -
      before;
    await expect.poll(handled, { timeout: 5000 }).toBe(sent);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await handled()).toBe(sent);
    expect(counts.first).toBeGreaterThan(0);
    expect(counts.second).toBeGreaterThan(0);
    for (const gateway of gateways) await gateway.close();
    expect((await vehicleRow(v.id)).lastUpdate?.toISOString()).toBe(
      new Date(start + (sent - 1) * 10).toISOString(),
    );
  });

  it('bad input from devices is dropped, logged and counted, and never reaches the database', async () => {
    const v = await createVehicle(server.handle.db, { lat: 30.05, long: 31.23, realBatteryValue: 80 });
    const module = await device(v.code);
    const ghost = `GHOST${newId().slice(0, 6)}`;
    const now = server.clock.now();
    const reasons = [
      'malformed',
      'unknown_vehicle',
      'outside_egypt',
      'future_timestamp',
      'replayed_ack',
    ] as const;
    const before = Object.fromEntries(
      await Promise.all(
        reasons.map(async (reason) => [
          reason,
          await metric('ops_vehicle_messages_dropped_total', `reason="${reason}"`),
        ]),
      ),
    );

    await publish(module, v.code, 'telemetry', '{"lat": 30.1, "lng": ');
    await publish(module, v.code, 'telemetry', reading(now, { battery: 'full' }));
    await publish(module, v.code, 'telemetry', [1, 2, 3]);
    await publish(module, ghost, 'telemetry', reading(now));
    await publish(module, v.code, 'telemetry', reading(now, { lat: 48.85, lng: 2.35 }));
    await publish(module, v.code, 'telemetry', reading(new Date(now.getTime() + 10 * 60_000)));
    await publish(module, v.code, 'acks', { id: newId(), ok: true, ts: now.toISOString() });
    // An id answered once, answered again.
    const receipt = await server.server.deps.vehicleGateway.ring({
      vehicleId: v.id,
      code: v.code,
      sentById: null,
    });
    await publish(module, v.code, 'acks', { id: receipt.commandId, ok: true, ts: now.toISOString() });
    await publish(module, v.code, 'acks', {
      id: receipt.commandId,
      ok: false,
      error: 'replayed',
      ts: now.toISOString(),
    });

    const expected = {
      malformed: 3,
      unknown_vehicle: 1,
      outside_egypt: 1,
      future_timestamp: 1,
      replayed_ack: 2,
    };
    for (const reason of reasons) {
      await expect
        .poll(
          async () =>
            (await metric('ops_vehicle_messages_dropped_total', `reason="${reason}"`)) - before[reason]!,
          { timeout: 3000 },
        )
        .toBe(expected[reason]);
    }
    await server.server.deps.vehicleGateway.idle();
    const row = await vehicleRow(v.id);
    expect([row.lat, row.long, row.realBatteryValue]).toEqual([30.05, 31.23, 80]);
    expect(await commandRow(receipt.commandId)).toMatchObject({ status: 'acknowledged', error: null });
  });
});
