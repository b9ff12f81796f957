import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import mqtt, { type MqttClient } from 'mqtt';
import pino from 'pino';
import { openDatabase, type DatabaseHandle } from '../../../../platform/db/client';
import { migrate } from '../../../../platform/db/migrate';
import { systemClock } from '../../../../platform/deps';
import type { EventBus } from '../../../../platform/realtime/eventBus';
import { createVehicle } from '../../../wallet/testFixtures';
import { vehicleCommands } from '../../../../platform/integrations/vehicleGateway/commandsTable';
import { vehicleGatewayConfig } from '../../../../platform/integrations/vehicleGateway/mqtt/config';
import { MqttVehicleGateway } from './mqttVehicleGateway';
import { topicOf } from '../../../../platform/integrations/vehicleGateway/mqtt/topics';

/**
 * Issue 27 §4: a broker restart loses no command the API accepted. The shared Mosquitto on
 * 1883 serves every test run on this machine, so this file starts a broker of its own (the
 * same Mosquitto binary, a free port, persistence in a temporary folder) and restarts that.
 */
const MOSQUITTO = process.env.MOSQUITTO_BIN ?? '/usr/sbin/mosquitto';
let dir: string;
let port: number;
let broker: ChildProcess | null = null;
let handle: DatabaseHandle;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port: free } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(free));
    });
  });

async function startBroker(): Promise<void> {
  broker = spawn(MOSQUITTO, ['-c', path.join(dir, 'mosquitto.conf')], { stdio: 'ignore' });
  for (let i = 0; i < 100; i += 1) {
    const up = await new Promise<boolean>((resolve) => {
      const socket = net
        .connect(port, '127.0.0.1', () => (socket.end(), resolve(true)))
        .on('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('private mosquitto did not start');
}

/** SIGTERM: Mosquitto writes its persistence file (sessions, queued messages) and exits. */
async function stopBroker(): Promise<void> {
  const running = broker;
  broker = null;
  if (!running || running.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    running.once('exit', () => resolve());
    running.kill('SIGTERM');
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-mosquitto-'));
  // Started as root (CI), Mosquitto drops to its own user: without this it cannot write its
  // persistence file, the device's session dies with the broker, and the test passed by timing.
  await fs.chmod(dir, 0o777);
  port = await freePort();
  await fs.writeFile(
    path.join(dir, 'mosquitto.conf'),
    [
      `listener ${port} 127.0.0.1`,
      'allow_anonymous true',
      'persistence true',
      `persistence_location ${dir}/`,
      '',
    ].join('\n'),
  );
  await startBroker();
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
});
afterAll(async () => {
  await stopBroker();
  await handle?.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const noEvents: EventBus = {
  toUser: () => undefined,
  toTopic: () => undefined,
  toCode: () => undefined,
  disconnectSession: () => undefined,
  disconnectUser: () => undefined,
  disconnectAddress: () => undefined,
  refreshAccess: () => undefined,
};

describe('a broker restart', () => {
  it('loses no command accepted while the broker was down: it reaches the device and its ack settles it', async () => {
    const url = `mqtt://127.0.0.1:${port}`;
    const config = vehicleGatewayConfig({
      VEHICLE_GATEWAY: 'mqtt',
      MQTT_URL: url,
      MQTT_ACK_TIMEOUT_MS: '20000',
      MQTT_BATCH_MS: '50',
    });
    if (config.kind !== 'mqtt') throw new Error('mqtt expected');
    const v = await createVehicle(handle.db, { iotStatus: 'ready', lockStatus: 'unlocked' });
    const gateway = new MqttVehicleGateway({
      config,
      db: handle.db,
      events: noEvents,
      clock: systemClock,
      log: pino({ level: 'silent' }),
    });
    await gateway.start({ raise: async () => undefined, clear: async () => undefined });

    // A module as docs/vehicle-protocol.md asks: persistent session, commands at QoS 1, acks every id.
    const module: MqttClient = await mqtt.connectAsync(url, {
      protocolVersion: 5,
      clientId: `vehicle-${v.code}`,
      clean: false,
      properties: { sessionExpiryInterval: 300 },
      reconnectPeriod: 200,
    });
    const got: string[] = [];
    module.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      got.push(id);
      module.publish(
        topicOf('', v.code, 'acks'),
        JSON.stringify({ id, ok: true, ts: new Date().toISOString() }),
        { qos: 1 },
      );
    });
    await module.subscribeAsync(topicOf('', v.code, 'commands'), { qos: 1 });

    await stopBroker();
    // The broker is down and the gateway knows it (a command caught in flight at the very moment of
    // a crash is the client library's to resend, before our subscriptions are back: not this case).
    await new Promise((resolve) => setTimeout(resolve, 300));
    const receipt = await gateway.lock({ vehicleId: v.id, code: v.code, sentById: null });
    expect(receipt.status).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(got).toEqual([]);
    await startBroker();

    await expect
      .poll(
        async () =>
          (await handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.id, receipt.commandId)))[0]
            ?.status,
        { timeout: 15_000 },
      )
      .toBe('acknowledged');
    expect(got).toEqual([receipt.commandId]);
    await module.endAsync(true);
    await gateway.close();
  });

  it('loses no command the broker had queued for a device that was away when the broker restarted', async () => {
    const url = `mqtt://127.0.0.1:${port}`;
    const config = vehicleGatewayConfig({
      VEHICLE_GATEWAY: 'mqtt',
      MQTT_URL: url,
      MQTT_ACK_TIMEOUT_MS: '20000',
      MQTT_BATCH_MS: '50',
    });
    if (config.kind !== 'mqtt') throw new Error('mqtt expected');
    const v = await createVehicle(handle.db, { iotStatus: 'ready', lockStatus: 'unlocked' });
    const gateway = new MqttVehicleGateway({
      config,
      db: handle.db,
      events: noEvents,
      clock: systemClock,
      log: pino({ level: 'silent' }),
    });
    await gateway.start({ raise: async () => undefined, clear: async () => undefined });
    const moduleOptions = {
      protocolVersion: 5 as const,
      clientId: `vehicle-${v.code}`,
      clean: false,
      properties: { sessionExpiryInterval: 300 },
      reconnectPeriod: 0,
    };

    // The module subscribes once (its session keeps the subscription), then goes out of coverage.
    const first = await mqtt.connectAsync(url, moduleOptions);
    await first.subscribeAsync(topicOf('', v.code, 'commands'), { qos: 1 });
    await first.endAsync();
    const receipt = await gateway.lock({ vehicleId: v.id, code: v.code, sentById: null });
    // Published and queued by the broker for the absent module (QoS 1, persistent session).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await stopBroker();
    await startBroker();

    // Listening before it connects: the queued command may come in the same read as the CONNACK.
    const back = mqtt.connect(url, { ...moduleOptions, reconnectPeriod: 200 });
    const got: string[] = [];
    back.on('message', (_topic, payload) => {
      const { id } = JSON.parse(payload.toString()) as { id: string };
      got.push(id);
      back.publish(
        topicOf('', v.code, 'acks'),
        JSON.stringify({ id, ok: true, ts: new Date().toISOString() }),
        { qos: 1 },
      );
    });
    await expect
      .poll(
        async () =>
          (await handle.db.select().from(vehicleCommands).where(eq(vehicleCommands.id, receipt.commandId)))[0]
            ?.status,
        { timeout: 15_000 },
      )
      .toBe('acknowledged');
    // The broker's queued copy and the gateway's own again (its fresh session missed any ack sent
    // before it listened): QoS 1 allows a repeat, and a device acts on an id once.
    expect([...new Set(got)]).toEqual([receipt.commandId]);
    await back.endAsync(true);
    await gateway.close();
  });
});
