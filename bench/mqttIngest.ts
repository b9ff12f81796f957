import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import mqtt, { type MqttClient } from 'mqtt';
import { io as connectSocket } from 'socket.io-client';
import { loadConfig, type ServerConfig } from '../server/src/platform/config/config';
import { buildServer } from '../server/src/compose/buildServer';
import { topicOf } from '../server/src/platform/integrations/vehicleGateway/mqtt/topics';
import { SimulatedDevice } from '../server/src/compose/simulator/devices/simulatedDevice';
import { DEFAULT_BEHAVIOUR } from '../server/src/compose/simulator/devices/behaviour';
import { createArea } from '../server/src/domains/wallet/testFixtures';
import { createStaff } from '../server/test/staff';
import { freshPostgres, hexId, rows } from './claimsSupport';
import { machineLine, signInDemo } from './support';

/**
 * Issue 27's benchmarks, scaled by MQTT_BENCH_SCALE (1 = the issue's 10,000 vehicles every 5 s
 * plus 2,000 every 1 s, i.e. 4,000 messages a second, and 1,000 lock commands):
 * 1. the limit: how fast Mosquitto delivers a burst of telemetry to a bare `mqtt` subscriber;
 * 2. the same burst through one API process (gateway → batched PostgreSQL writes → map events);
 * 3. the issue's steady load for a while, publish → position on a socket p95;
 * 4. lock commands to devices on their own connections: ack round trip p95, none lost.
 * Everything runs in this one process beside the broker and PostgreSQL (say so when reading it).
 */
const BROKER = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const SCALE = Number(process.env.MQTT_BENCH_SCALE ?? 1);
const STEADY_SECONDS = Number(process.env.MQTT_BENCH_SECONDS ?? 30);
const PUBLISHERS = 4;
const COMMANDS_PER_SECOND = Number(process.env.MQTT_BENCH_COMMANDS_PER_SECOND ?? 100);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0 ? null : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
};

async function connect(clientId: string): Promise<MqttClient> {
  return mqtt.connectAsync(BROKER, { protocolVersion: 5, clientId, reconnectPeriod: 0 });
}

const reading = (i: number, at: number) =>
  JSON.stringify({ lat: 30.01 + (i % 997) * 0.00008, lng: 31.19 + (i % 991) * 0.00008, speed: 12, battery: 70, locked: false, iot: 'on', odometer: i, ts: new Date(at).toISOString() });

/** Publishes `count` readings as fast as the publishers' sockets take them, over `codes`. */
async function burst(publishers: MqttClient[], prefix: string, codes: string[], count: number): Promise<number> {
  const started = performance.now();
  const base = Date.now() - 60_000;
  await Promise.all(
    publishers.map(async (client, k) => {
      for (let i = k; i < count; i += publishers.length) {
        // publishAsync at QoS 0 resolves once written to the socket: the sender cannot outrun it.
        await client.publishAsync(topicOf(prefix, codes[i % codes.length]!, 'telemetry'), reading(i, base + i), { qos: 0 });
      }
    }),
  );
  return performance.now() - started;
}

async function waitUntil(check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(20);
  }
  return false;
}

export async function mqttIngest(): Promise<Record<string, unknown>> {
  const vehicleCount = Math.round(12_000 * SCALE);
  const burstSize = Math.round(40_000 * SCALE);
  const commandCount = Number(process.env.MQTT_BENCH_COMMANDS ?? 1_000);
  const prefix = `bench-${randomBytes(4).toString('hex')}/`;
  const load = () => os.loadavg().map((n) => Math.round(n * 10) / 10);
  const loadAtStart = load();

  // 1. The limit: the broker to a bare subscriber.
  const bareCodes = Array.from({ length: vehicleCount }, (_, i) => `BARE${i}`);
  const subscriber = await connect(`bench-bare-${prefix}`);
  let bareReceived = 0;
  let bareFirst = 0;
  let bareLast = 0;
  subscriber.on('message', () => {
    bareReceived += 1;
    bareLast = Date.now();
    bareFirst ||= bareLast;
  });
  await subscriber.subscribeAsync(`${prefix}bare/vehicles/+/telemetry`, { qos: 0 });
  const publishers = await Promise.all(Array.from({ length: PUBLISHERS }, (_, k) => connect(`bench-pub-${k}-${prefix}`)));
  const bareStart = Date.now();
  const bareSendMs = await burst(publishers, `${prefix}bare/`, bareCodes, burstSize);
  await waitUntil(() => bareReceived >= burstSize || (bareLast > 0 && Date.now() - bareLast > 2000), 60_000);
  const bareRate = Math.round(bareReceived / (Math.max(1, bareLast - bareStart) / 1000));
  await subscriber.endAsync();

  // 2. One API process on PostgreSQL, map and alert watcher live.
  const database = await freshPostgres(30, 'ops_bench_mqtt');
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-bench-mqtt-'));
  const config: ServerConfig = {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'warn', VEHICLE_GATEWAY: 'mqtt', MQTT_URL: BROKER, MQTT_TOPIC_PREFIX: prefix, MQTT_BATCH_MS: '200', MQTT_ACK_TIMEOUT_MS: '30000' }),
    port: 0,
    host: '127.0.0.1',
    dataDir,
    databaseUrl: null,
    redisUrl: null,
    demoSeed: false,
    simulator: false,
    alertWatcher: true,
    rendererDir: '/nonexistent',
  };
  const server = await buildServer(config, { handle: database.handle });
  const { db } = server.deps;
  const areaId = await createArea(db);
  await rows(
    server.deps,
    `INSERT INTO vehicles (id, code, manufacturer, vehicle_type, lat, long, real_battery_value, area_id, lock_status, iot_status)
     SELECT substr(md5(random()::text), 1, 24), 'BV' || g, 'Xiaomi', 'Super C', 30.05, 31.23, 80, '${hexId(areaId)}', 'locked', 'ready' FROM generate_series(0, ${Math.floor(vehicleCount) - 1}) g`,
  );
  await server.close();
  // Built again so its gateway knows the fleet from the start, as a deployed API does.
  const api = await buildServer(config, { handle: database.handle });
  const url = await api.listen();
  const codes = Array.from({ length: vehicleCount }, (_, i) => `BV${i}`);
  const accepted = () => metricValue(url, 'ops_vehicle_messages_total{topic="telemetry"}');
  const written = () => metricValue(url, 'ops_vehicle_positions_written_total');

  const apiStart = performance.now();
  const apiSendMs = await burst(publishers, prefix, codes, burstSize);
  let apiLast = performance.now();
  let seen = 0;
  await waitUntil(async () => {
    const now = await accepted();
    if (now !== seen) {
      seen = now;
      apiLast = performance.now();
    }
    return seen >= burstSize || performance.now() - apiLast > 3000;
  }, 120_000);
  const apiRate = Math.round(seen / ((apiLast - apiStart) / 1000));
  const burstWritten = await written();

  // 3. Steady load: 5/6 of the fleet every 5 s, 1/6 every second; a socket follows 50 vehicles.
  const staff = await createStaff(db, { permissions: { vehicles: { VIEW_PAGE: true } } });
  const token = await signInDemo(url, staff.phone, staff.password);
  const socket = connectSocket(url, { path: '/ws', auth: { token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  const followed = codes.filter((_, i) => i % Math.max(1, Math.floor(vehicleCount / 50)) === 0).slice(0, 50);
  for (const code of followed) await socket.emitWithAck('SUBSCRIBE_TO_LOGS', { topic: 'SCOOTER_COORDINATES', code, subscribe: true });
  const latencies: number[] = [];
  let steadyFrom = Infinity;
  // Positions of the burst still being written when the socket joined carry old times: not this phase's.
  socket.on('SCOOTER_COORDINATES', (payload: { lastUpdate: string }) => {
    const at = Date.parse(payload.lastUpdate);
    if (at >= steadyFrom) latencies.push(Date.now() - at);
  });
  const fast = codes.slice(0, Math.round(vehicleCount / 6));
  const slow = codes.slice(fast.length);
  const perSecond = fast.length + slow.length / 5;
  const steadyBefore = await accepted();
  let steadySent = 0;
  const steadyStart = Date.now();
  steadyFrom = steadyStart;
  for (let second = 0; second < STEADY_SECONDS; second += 1) {
    const tickStart = Date.now();
    const batch = [...fast, ...slow.filter((_, i) => i % 5 === second % 5)];
    // Spread over the second in 10 slices, as devices' clocks are.
    for (let slice = 0; slice < 10; slice += 1) {
      const part = batch.filter((_, i) => i % 10 === slice);
      await Promise.all(part.map((code, i) => publishers[i % PUBLISHERS]!.publishAsync(topicOf(prefix, code, 'telemetry'), reading(i, Date.now()), { qos: 0 })));
      steadySent += part.length;
      await sleep(Math.max(0, tickStart + (slice + 1) * 100 - Date.now()));
    }
  }
  await sleep(2000);
  const steadyHandled = (await accepted()) - steadyBefore;
  const steadySeconds = (Date.now() - steadyStart - 2000) / 1000;
  socket.close();

  // 4. Lock commands to devices on their own connections.
  const perfect = { ...DEFAULT_BEHAVIOUR, reportEveryMs: 3_600_000, lostAckChance: 0, lateAckChance: 0, refuseChance: 0, offlineChance: 0, ackDelayMs: 0 };
  const devices = codes.slice(0, commandCount).map((code, i) => new SimulatedDevice({ code, lat: 30.05, lng: 31.23, battery: 80, locked: false }, { url: BROKER, topicPrefix: prefix, onError: () => undefined }, perfect, i));
  for (const device of devices) await device.connect();
  const vehicleIds = new Map((await rows<{ id: string; code: string }>(api.deps, `SELECT id, code FROM vehicles WHERE code LIKE 'BV%'`)).map((row) => [row.code, row.id]));
  const commandsStart = performance.now();
  // Sent at COMMANDS_PER_SECOND, as staff and the system send them (all at once measures the queue instead).
  const receipts = [];
  for (const [i, device] of devices.entries()) {
    receipts.push(await api.deps.vehicleGateway.lock({ vehicleId: vehicleIds.get(device.code)!, code: device.code, sentById: null }));
    await sleep(Math.max(0, commandsStart + ((i + 1) * 1000) / COMMANDS_PER_SECOND - performance.now()));
  }
  await api.deps.vehicleGateway.idle();
  const commandsMs = performance.now() - commandsStart;
  const sentIds = new Set(receipts.map((receipt) => receipt.commandId));
  const outcomes = (await rows<{ id: string; status: string; ms: number }>(api.deps, `SELECT id, status, extract(epoch FROM settled_at - created_at) * 1000 AS ms FROM vehicle_commands WHERE gateway = 'mqtt'`)).filter((row) => sentIds.has(row.id));
  const acked = outcomes.filter((row) => row.status === 'acknowledged');
  const roundTrips = acked.map((row) => Number(row.ms));
  await Promise.all(devices.map((device) => device.stop()));

  await Promise.all(publishers.map((client) => client.endAsync()));
  await api.close();
  await database.drop();
  await fs.rm(dataDir, { recursive: true, force: true });

  return {
    bench: 'mqttIngest (issue 27)',
    at: new Date().toISOString(),
    machine: machineLine(),
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: load(),
    scale: SCALE,
    vehicles: vehicleCount,
    burst: { messages: burstSize, publishers: PUBLISHERS },
    bareSubscriber: { received: bareReceived, perSecond: bareRate, publishMs: Math.round(bareSendMs), firstAfterMs: bareFirst - bareStart },
    oneApiProcess: { handled: seen, perSecond: apiRate, publishMs: Math.round(apiSendMs), ratioToBare: Math.round((apiRate / bareRate) * 100) / 100, rowsWritten: burstWritten },
    steady: { targetPerSecond: Math.round(perSecond), seconds: STEADY_SECONDS, sent: steadySent, handled: steadyHandled, handledPerSecond: Math.round(steadyHandled / steadySeconds), socketEvents: latencies.length, publishToSocketMs: { p50: p(latencies, 0.5), p95: p(latencies, 0.95), max: p(latencies, 1) } },
    commands: { sent: commandCount, perSecond: COMMANDS_PER_SECOND, acknowledged: acked.length, lost: commandCount - acked.length, wallMs: Math.round(commandsMs), ackRoundTripMs: { p50: p(roundTrips, 0.5), p95: p(roundTrips, 0.95), max: p(roundTrips, 1) } },
  };
}

async function metricValue(url: string, series: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`)).text();
  const line = text.split('\n').find((row) => row.startsWith(series));
  return line ? Number(line.split(' ').pop()) : 0;
}
