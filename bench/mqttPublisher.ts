/**
 * bench/mqttIngest.ts's devices, as a vendor bridge publishes them: a few connections in a
 * process of their own, publishing for many vehicle codes (docs/vehicle-protocol.md).
 * Requests (IPC, bench/mqttChild.ts):
 * - burst: `count` telemetry readings as fast as the sockets take them;
 * - steady: the load for `seconds`: `fast` vehicles every second and `slow` every
 *   five, spread over each second in ten slices, each reading stamped when published; and
 *   `statePerSecond` state messages at QoS 1 (their loss is what the issue counts).
 */
import mqtt, { type MqttClient } from 'mqtt';
import { topicOf } from '../server/src/platform/integrations/vehicleGateway/mqtt/topics';
import { serveBenchRequests } from './mqttChild';

const BROKER = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const CONNECTIONS = Number(process.env.MQTT_BENCH_PUBLISHERS ?? 4);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const clients: MqttClient[] = await Promise.all(
  Array.from({ length: CONNECTIONS }, (_, k) =>
    mqtt.connectAsync(BROKER, {
      protocolVersion: 5,
      clientId: `bench-pub-${process.pid}-${k}`,
      reconnectPeriod: 0,
    }),
  ),
);

const reading = (i: number, at: number) =>
  JSON.stringify({
    lat: 30.01 + (i % 997) * 0.00008,
    lng: 31.19 + (i % 991) * 0.00008,
    speed: 12,
    battery: 70,
    locked: false,
    iot: 'on',
    odometer: i,
    ts: new Date(at).toISOString(),
  });

interface Burst {
  prefix: string;
  codePrefix: string;
  vehicles: number;
  count: number;
}

async function burst({ prefix, codePrefix, vehicles, count }: Burst) {
  const started = Date.now();
  // Times a minute back, rising: every reading is newer than the last of its vehicle, none from the future.
  const base = started - 60_000;
  await Promise.all(
    clients.map(async (client, k) => {
      for (let i = k; i < count; i += clients.length) {
        // At QoS 0 publishAsync resolves once the packet is written to the socket: the sender cannot outrun it.
        await client.publishAsync(
          topicOf(prefix, `${codePrefix}${i % vehicles}`, 'telemetry'),
          reading(i, base + i),
          { qos: 0 },
        );
      }
    }),
  );
  return { startedAt: started, sendMs: Date.now() - started, sent: count };
}

interface Steady {
  prefix: string;
  codePrefix: string;
  vehicles: number;
  seconds: number;
  statePerSecond: number;
}

async function steady({ prefix, codePrefix, vehicles, seconds, statePerSecond }: Steady) {
  const codes = Array.from({ length: vehicles }, (_, i) => `${codePrefix}${i}`);
  const fast = codes.slice(0, Math.round(vehicles / 6));
  const slow = codes.slice(fast.length);
  let sent = 0;
  let stateSent = 0;
  let lateSlices = 0;
  const states: Array<Promise<unknown>> = [];
  const started = Date.now();
  for (let second = 0; second < seconds; second += 1) {
    const tick = started + second * 1000;
    const batch = [...fast, ...slow.filter((_, i) => i % 5 === second % 5)];
    for (let slice = 0; slice < 10; slice += 1) {
      const part = batch.filter((_, i) => i % 10 === slice);
      await Promise.all(
        part.map((code, i) =>
          clients[i % clients.length]!.publishAsync(
            topicOf(prefix, code, 'telemetry'),
            reading(i, Date.now()),
            { qos: 0 },
          ),
        ),
      );
      sent += part.length;
      if (slice === 0) {
        for (let s = 0; s < statePerSecond; s += 1) {
          const code = codes[(second * statePerSecond + s) % codes.length]!;
          const state = { online: true, locked: false, iot: 'on', battery: 70, ts: new Date().toISOString() };
          // QoS 1: resolved at the broker's PUBACK; each must then be handled by exactly one API process.
          states.push(
            clients[s % clients.length]!.publishAsync(topicOf(prefix, code, 'state'), JSON.stringify(state), {
              qos: 1,
            }),
          );
          stateSent += 1;
        }
      }
      const wait = tick + (slice + 1) * 100 - Date.now();
      if (wait < 0) lateSlices += 1;
      await sleep(Math.max(0, wait));
    }
  }
  await Promise.all(states);
  const ms = Date.now() - started;
  return { sent, stateSent, ms, perSecond: Math.round(sent / (ms / 1000)), lateSlices, slices: seconds * 10 };
}

serveBenchRequests(async (message) => {
  if (message.kind === 'burst') return burst(message as unknown as Burst);
  if (message.kind === 'steady') return steady(message as unknown as Steady);
  throw new Error(`unknown request ${String(message.kind)}`);
});
