import { afterAll, describe, expect, it } from 'vitest';
import mqtt, { type MqttClient } from 'mqtt';
import { newId } from '../../../platform/lib/ids';
import { topicOf } from '../../../platform/integrations/vehicleGateway/mqtt/topics';
import { DEFAULT_BEHAVIOUR, planAck } from './behaviour';
import { SimulatedDevice } from './simulatedDevice';

/** The fleet's simulated module on the real Mosquitto, under a prefix of its own (issue 27 §3). */
const BROKER = process.env.MQTT_TEST_URL ?? 'mqtt://127.0.0.1:1883';
const PREFIX = `test-${newId()}/`;
const clients: MqttClient[] = [];
const devices: SimulatedDevice[] = [];

afterAll(async () => {
  await Promise.all(devices.map((device) => device.stop()));
  // Their retained offline states, cleared from the shared broker.
  const cleaner = await mqtt.connectAsync(BROKER, {
    protocolVersion: 5,
    clientId: `test-clean-${newId().slice(0, 8)}`,
    reconnectPeriod: 0,
  });
  await Promise.all(
    devices.map((device) =>
      cleaner.publishAsync(topicOf(PREFIX, device.code, 'state'), '', { qos: 1, retain: true }),
    ),
  );
  await cleaner.endAsync();
  await Promise.all(clients.map((client) => client.endAsync(true)));
});

const healthy = {
  ...DEFAULT_BEHAVIOUR,
  reportEveryMs: 50,
  lostAckChance: 0,
  lateAckChance: 0,
  refuseChance: 0,
  offlineChance: 0,
  ackDelayMs: 0,
};

async function watcher(code: string): Promise<{
  messages: Array<{ channel: string; body: Record<string, unknown>; retain: boolean }>;
  client: MqttClient;
}> {
  const client = await mqtt.connectAsync(BROKER, {
    protocolVersion: 5,
    clientId: `test-watch-${newId().slice(0, 8)}`,
    reconnectPeriod: 0,
  });
  clients.push(client);
  const messages: Array<{ channel: string; body: Record<string, unknown>; retain: boolean }> = [];
  // An empty payload is a retained message being cleared: nothing to read.
  client.on(
    'message',
    (topic, payload, packet) =>
      payload.length > 0 &&
      messages.push({
        channel: topic.split('/').pop()!,
        body: JSON.parse(payload.toString()) as Record<string, unknown>,
        retain: packet.retain,
      }),
  );
  await client.subscribeAsync(`${PREFIX}vehicles/${code}/+`, { qos: 1 });
  return { messages, client };
}

describe('a simulated device speaks the device protocol', () => {
  it('reports state and telemetry, acts on a command once and answers a repeated id with the same ack', async () => {
    const code = `SIM${newId().slice(0, 6)}`;
    const seen = await watcher(code);
    const device = new SimulatedDevice(
      { code, lat: 30.05, lng: 31.23, battery: 80, locked: true },
      { url: BROKER, topicPrefix: PREFIX, onError: () => undefined },
      healthy,
      7,
    );
    devices.push(device);
    await device.connect();
    await expect.poll(() => seen.messages.filter((m) => m.channel === 'telemetry').length).toBeGreaterThan(1);
    expect(seen.messages.find((m) => m.channel === 'state')?.body).toMatchObject({
      online: true,
      locked: true,
      iot: 'on',
    });

    const command = JSON.stringify({
      id: 'cmd-1',
      command: 'unlock',
      args: {},
      ts: new Date().toISOString(),
    });
    await seen.client.publishAsync(topicOf(PREFIX, code, 'commands'), command, { qos: 1 });
    await seen.client.publishAsync(topicOf(PREFIX, code, 'commands'), command, { qos: 1 });
    await expect.poll(() => seen.messages.filter((m) => m.channel === 'acks').length).toBe(2);
    expect(seen.messages.filter((m) => m.channel === 'acks').map((m) => [m.body.id, m.body.ok])).toEqual([
      ['cmd-1', true],
      ['cmd-1', true],
    ]);
    // Acted once: one state change to unlocked after the command, and it now reports unlocked.
    expect(seen.messages.filter((m) => m.channel === 'state' && m.body.locked === false)).toHaveLength(1);
    await expect
      .poll(() => seen.messages.filter((m) => m.channel === 'telemetry').at(-1)?.body.locked)
      .toBe(false);
  });

  it('a clean stop leaves a retained offline state', async () => {
    const code = `SIM${newId().slice(0, 6)}`;
    const device = new SimulatedDevice(
      { code, lat: 30.05, lng: 31.23, battery: 80, locked: true },
      { url: BROKER, topicPrefix: PREFIX, onError: () => undefined },
      healthy,
      8,
    );
    await device.connect();
    await device.stop();
    const later = await watcher(code);
    await expect
      .poll(() => later.messages.find((m) => m.channel === 'state'))
      .toMatchObject({ body: { online: false }, retain: true });
    // The retained message is this test's only trace on the broker: cleared.
    await later.client.publishAsync(topicOf(PREFIX, code, 'state'), '', { qos: 1, retain: true });
  });

  it('plans lost, late and refused acks in the stated shares', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const plans = Array.from({ length: 20_000 }, () =>
      planAck({ ...DEFAULT_BEHAVIOUR, lostAckChance: 0.1, lateAckChance: 0.2, refuseChance: 0.3 }, random),
    );
    const share = (match: (plan: (typeof plans)[number]) => boolean) =>
      plans.filter(match).length / plans.length;
    expect(share((plan) => plan.kind === 'lost')).toBeCloseTo(0.1, 1);
    expect(share((plan) => plan.kind === 'ack' && plan.afterMs === DEFAULT_BEHAVIOUR.lateAckMs)).toBeCloseTo(
      0.2,
      1,
    );
    expect(share((plan) => plan.kind === 'ack' && !plan.ok)).toBeCloseTo(0.9 * 0.3, 1);
  });
});
