import os from 'node:os';
import { randomBytes } from 'node:crypto';
import mqtt from 'mqtt';
import { createClient } from 'redis';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { migrate } from '../server/src/platform/db/migrate';
import { topicOf } from '../server/src/platform/integrations/vehicleGateway/mqtt/topics';
import { createArea } from '../server/src/domains/wallet/testFixtures';
import { createStaff } from '../server/test/staff';
import { freshPostgres, hexId, PG_ADMIN_URL, sleep } from './claimsSupport';
import { startBenchChild, type BenchChild } from './mqttChild';
import { gql, machineLine, signInDemo, startApiProcess, type RunningServer } from './support';

/**
 * Issue 27's benchmarks, scaled by MQTT_BENCH_SCALE (1 = the issue's 10,000 vehicles every 5 s
 * plus 2,000 every 1 s, i.e. 4,000 messages a second, and 1,000 lock commands). Every part is
 * a process of its own, as on a real network: the API (`npm run server`, PostgreSQL, alert
 * watcher on) once as one process and once as two on one shared subscription (MQTT_BENCH_PROCESSES),
 * the publishers (bench/mqttPublisher.ts), the bare subscriber (bench/mqttBareSubscriber.ts),
 * the command-answering devices (bench/mqttDevices.ts); this process only asks, watches a map
 * socket and reads the results. For each API configuration, in this order:
 * 1. the limit: a burst of telemetry through Mosquitto to a bare `mqtt` subscriber;
 * 2. the same burst through the API: handled (checked, batched, written to PostgreSQL, emitted)
 *    per second, from the first publish to the last batch written;
 * 3. the issue's steady load, with state messages at QoS 1: handled, lost, publish → position on a socket;
 * 4. (the last configuration) lock commands through GraphQL to devices on their own connections:
 *    ack round trip, none lost.
 */
const BROKER = process.env.MQTT_URL ?? 'mqtt://127.0.0.1:1883';
const REDIS = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCALE = Number(process.env.MQTT_BENCH_SCALE ?? 1);
const STEADY_SECONDS = Number(process.env.MQTT_BENCH_SECONDS ?? 30);
const PROCESS_COUNTS = (process.env.MQTT_BENCH_PROCESSES ?? '1,2').split(',').map(Number);
const COMMANDS = Number(process.env.MQTT_BENCH_COMMANDS ?? 1_000);
const COMMANDS_PER_SECOND = Number(process.env.MQTT_BENCH_COMMANDS_PER_SECOND ?? 100);
const STATE_PER_SECOND = Number(process.env.MQTT_BENCH_STATE_PER_SECOND ?? 20);
const FOLLOWED = 50;

type Db = Awaited<ReturnType<typeof freshPostgres>>['handle']['db'];
const rows = async <T>(db: Db, statement: string): Promise<T[]> =>
  ((await db.execute(statement)) as unknown as { rows: T[] }).rows;

const p = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length === 0
    ? null
    : Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]! * 10) / 10;
};
const load = () => os.loadavg().map((n) => Math.round(n * 10) / 10);

async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, everyMs = 250): Promise<boolean> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    if (await check()) return true;
    await sleep(everyMs);
  }
  return false;
}

/** Sums of series over every API process's /metrics (a series absent counts 0). */
async function metrics(
  apis: RunningServer[],
  series: string[],
): Promise<{ total: Record<string, number>; each: Array<Record<string, number>> }> {
  const each = await Promise.all(
    apis.map(async (api) => {
      const lines = (await (await fetch(`${api.url}/metrics`)).text()).split('\n');
      return Object.fromEntries(
        series.map((name) => [
          name,
          Number(
            lines
              .find((line) => line.startsWith(`${name} `))
              ?.split(' ')
              .pop() ?? 0,
          ),
        ]),
      );
    }),
  );
  const total = Object.fromEntries(
    series.map((name) => [name, each.reduce((sum, one) => sum + (one[name] ?? 0), 0)]),
  );
  return { total, each };
}
const TELEMETRY = 'ops_vehicle_messages_total{topic="telemetry"}';
const STATE = 'ops_vehicle_messages_total{topic="state"}';
const ACKS = 'ops_vehicle_messages_total{topic="acks"}';
const WRITTEN = 'ops_vehicle_positions_written_total';
const DROPPED = ['malformed', 'unknown_vehicle', 'outside_egypt', 'future_timestamp', 'replayed_ack'].map(
  (reason) => `ops_vehicle_messages_dropped_total{reason="${reason}"}`,
);
const SERIES = [TELEMETRY, STATE, ACKS, WRITTEN, ...DROPPED];

interface BurstAnswer {
  startedAt: number;
  sendMs: number;
  sent: number;
}

/** 1. What the broker delivers to a subscriber that does nothing else. */
async function bareLimit(
  publisher: BenchChild,
  bare: BenchChild,
  prefix: string,
  vehicles: number,
  count: number,
) {
  await bare.request({ kind: 'listen', filter: `${prefix}vehicles/+/telemetry` });
  const before = await bare.request<{ received: number }>({ kind: 'count' });
  const sent = await publisher.request<BurstAnswer>({
    kind: 'burst',
    prefix,
    codePrefix: 'BARE',
    vehicles,
    count,
  });
  let last = { received: 0, first: 0, last: 0 };
  await waitUntil(async () => {
    last = await bare.request({ kind: 'count' });
    return last.received - before.received >= count || Date.now() - last.last > 2000;
  }, 120_000);
  const received = last.received - before.received;
  return {
    received,
    lost: count - received,
    publishMs: sent.sendMs,
    perSecond: Math.round(received / ((last.last - sent.startedAt) / 1000)),
  };
}

export async function mqttIngest(): Promise<Record<string, unknown>> {
  const vehicleCount = Math.round(12_000 * SCALE);
  const burstSize = Math.round(40_000 * SCALE);
  const run = randomBytes(4).toString('hex');
  const prefix = `bench-${run}/`;
  const redisPrefix = `bench-mqtt-${run}`;
  const loadAtStart = load();

  const database = await freshPostgres(5, 'ops_bench_mqtt');
  const { db } = database.handle;
  await migrate(database.handle);
  const areaId = await createArea(db);
  await db.execute(
    `INSERT INTO vehicles (id, code, manufacturer, vehicle_type, lat, long, real_battery_value, area_id, lock_status, iot_status)
     SELECT substr(md5(random()::text), 1, 24), 'BV' || g, 'Xiaomi', 'Super C', 30.05, 31.23, 80, '${hexId(areaId)}', 'locked', 'ready' FROM generate_series(0, ${vehicleCount - 1}) g`,
  );
  const staff = await createStaff(db, {
    permissions: { vehicles: { VIEW_PAGE: true, UPDATE_MOTOR_LOCK: true } },
  });
  const databaseUrl = new URL(PG_ADMIN_URL);
  databaseUrl.pathname = `/${database.name}`;
  const codes = Array.from({ length: vehicleCount }, (_, i) => `BV${i}`);

  const publisher = startBenchChild('mqttPublisher.ts', { MQTT_URL: BROKER });
  const bare = startBenchChild('mqttBareSubscriber.ts', { MQTT_URL: BROKER });
  await Promise.all([publisher.ready, bare.ready]);
  let token: string | null = null;
  const configurations: Array<Record<string, unknown>> = [];
  let commands: Record<string, unknown> | null = null;

  for (const [round, processes] of PROCESS_COUNTS.entries()) {
    const loadBefore = load();
    const bareResult = await bareLimit(publisher, bare, `${prefix}bare${round}/`, vehicleCount, burstSize);
    // Every reading of this round is then newer than what the last round stored, so each is written.
    await db.execute(`UPDATE vehicles SET last_update = NULL WHERE code LIKE 'BV%'`);

    const env: Record<string, string> = {
      DATABASE_URL: databaseUrl.toString(),
      VEHICLE_GATEWAY: 'mqtt',
      MQTT_URL: BROKER,
      MQTT_TOPIC_PREFIX: prefix,
      MQTT_BATCH_MS: '200',
      MQTT_ACK_TIMEOUT_MS: '30000',
      ALERT_WATCHER: '1',
      DEMO_SEED: '0',
      SIMULATOR: '0',
      // Several processes share the map through the Redis adapter (a socket on one hears what the other handled); one needs none.
      ...(processes > 1 ? { REDIS_URL: REDIS, REDIS_PREFIX: redisPrefix } : {}),
    };
    const apis: RunningServer[] = [];
    for (let i = 0; i < processes; i += 1) apis.push(await startApiProcess(env));
    token ??= await signInDemo(apis[0]!.url, staff.phone, staff.password);

    // 2. The burst through the API process(es).
    const sent = await publisher.request<BurstAnswer>({
      kind: 'burst',
      prefix,
      codePrefix: 'BV',
      vehicles: vehicleCount,
      count: burstSize,
    });
    let seen = 0;
    let stalledSince = Date.now();
    await waitUntil(async () => {
      const now = (await metrics(apis, [TELEMETRY])).total[TELEMETRY]!;
      if (now !== seen) [seen, stalledSince] = [now, Date.now()];
      return seen >= burstSize || Date.now() - stalledSince > 3000;
    }, 300_000);
    // The writer's last batch: its updated_at is when it was written.
    let written = -1;
    await waitUntil(
      async () => {
        const now = (await metrics(apis, [WRITTEN])).total[WRITTEN]!;
        const still = now === written;
        written = now;
        return still;
      },
      60_000,
      1000,
    );
    const [lastWrite] = await rows<{ at: number }>(
      db,
      `SELECT extract(epoch FROM max(updated_at)) * 1000 AS at FROM vehicles WHERE code LIKE 'BV%'`,
    );
    const burstMetrics = await metrics(apis, SERIES);
    const handled = burstMetrics.total[TELEMETRY]!;
    const apiPerSecond = Math.round(handled / ((Number(lastWrite!.at) - sent.startedAt) / 1000));
    // The earlier definition (checked and queued, not yet written), seen by polling every 250 ms.
    const checkedPerSecond = Math.round(handled / ((stalledSince - sent.startedAt) / 1000));

    // 3. Steady load; a socket on the first process follows 50 vehicles.
    const socket: Socket = connectSocket(apis[0]!.url, {
      path: '/ws',
      auth: { token },
      transports: ['websocket'],
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket.on('connect', () => resolve());
      socket.on('connect_error', reject);
    });
    const followed = codes
      .filter((_, i) => i % Math.max(1, Math.floor(vehicleCount / FOLLOWED)) === 0)
      .slice(0, FOLLOWED);
    for (const code of followed)
      await socket.emitWithAck('SUBSCRIBE_TO_LOGS', { topic: 'SCOOTER_COORDINATES', code, subscribe: true });
    const latencies: number[] = [];
    const steadyFrom = Date.now();
    socket.on('SCOOTER_COORDINATES', (payload: { lastUpdate: string }) => {
      const at = Date.parse(payload.lastUpdate);
      if (at >= steadyFrom) latencies.push(Date.now() - at);
    });
    const steadyBefore = burstMetrics.total;
    const steady = await publisher.request<{
      sent: number;
      stateSent: number;
      ms: number;
      perSecond: number;
      lateSlices: number;
      slices: number;
    }>({
      kind: 'steady',
      prefix,
      codePrefix: 'BV',
      vehicles: vehicleCount,
      seconds: STEADY_SECONDS,
      statePerSecond: STATE_PER_SECOND,
    });
    await sleep(3000);
    const steadyAfter = await metrics(apis, SERIES);
    socket.close();
    const steadyHandled = steadyAfter.total[TELEMETRY]! - steadyBefore[TELEMETRY]!;
    const stateHandled = steadyAfter.total[STATE]! - steadyBefore[STATE]!;

    // 4. Commands, in the last configuration.
    if (round === PROCESS_COUNTS.length - 1 && COMMANDS > 0)
      commands = await lockCommands(apis, token, db, codes.slice(0, COMMANDS), prefix);

    configurations.push({
      apiProcesses: processes,
      redisAdapter: processes > 1,
      loadAverageBefore: loadBefore,
      loadAverageAfter: load(),
      bareSubscriber: bareResult,
      burst: {
        messages: burstSize,
        // Handled = checked, written to PostgreSQL and emitted: from the first publish to the last batch written.
        publishMs: sent.sendMs,
        handled,
        lost: burstSize - handled,
        perProcess: burstMetrics.each.map((one) => one[TELEMETRY]),
        rowsWritten: burstMetrics.total[WRITTEN],
        dropped: DROPPED.reduce((sum, name) => sum + burstMetrics.total[name]!, 0),
        perSecond: apiPerSecond,
        ratioToBare: Math.round((apiPerSecond / bareResult.perSecond) * 100) / 100,
        checkedPerSecond,
        checkedRatioToBare: Math.round((checkedPerSecond / bareResult.perSecond) * 100) / 100,
      },
      steady: {
        targetPerSecond: Math.round(vehicleCount / 6 + (vehicleCount * 5) / 6 / 5),
        seconds: STEADY_SECONDS,
        offeredPerSecond: steady.perSecond,
        publisherLateSlices: `${steady.lateSlices} of ${steady.slices}`,
        sent: steady.sent,
        handled: steadyHandled,
        lostQos0: steady.sent - steadyHandled,
        handledPerSecond: Math.round(steadyHandled / (steady.ms / 1000)),
        perProcess: steadyAfter.each.map((one, i) => one[TELEMETRY]! - burstMetrics.each[i]![TELEMETRY]!),
        stateQos1: { sent: steady.stateSent, handled: stateHandled, lost: steady.stateSent - stateHandled },
        socketEvents: latencies.length,
        publishToSocketMs: { p50: p(latencies, 0.5), p95: p(latencies, 0.95), max: p(latencies, 1) },
      },
    });
    await Promise.all(apis.map((api) => api.stop()));
  }

  await Promise.all([publisher.stop(), bare.stop()]);
  await clearRetained(prefix, codes.slice(0, COMMANDS));
  await clearRedis(redisPrefix);
  await database.drop();

  return {
    bench: 'mqttIngest (issue 27)',
    at: new Date().toISOString(),
    machine: machineLine(),
    loadAverageAtStart: loadAtStart,
    loadAverageAtEnd: load(),
    scale: SCALE,
    vehicles: vehicleCount,
    processes:
      'API (npm run server under tsx, PostgreSQL, alert watcher on, MQTT_BATCH_MS=200), publishers (4 connections), bare subscriber, devices: each its own process',
    configurations,
    commands,
  };
}

/** Lock commands through GraphQL (alternating API processes), paced; every ack must settle its command. */
async function lockCommands(apis: RunningServer[], token: string, db: Db, codes: string[], prefix: string) {
  const devices = startBenchChild('mqttDevices.ts', { MQTT_URL: BROKER });
  await devices.ready;
  const connected = await devices.request<{ connected: number; ms: number; errors: number }>({
    kind: 'connect',
    prefix,
    codes,
  });
  // The devices' retained states (QoS 1) arrive first; the acks are counted from here.
  await sleep(2000);
  const before = (await metrics(apis, [ACKS])).total[ACKS]!;
  const started = performance.now();
  const sends: Array<Promise<{ extraVehicleActions: { commandId: string } } | Error>> = [];
  for (const [i, code] of codes.entries()) {
    sends.push(
      gql<{ extraVehicleActions: { commandId: string } }>(
        apis[i % apis.length]!.url,
        `mutation ($code: String!) { extraVehicleActions(code: $code, action: "lock") { commandId } }`,
        { code },
        token,
      ).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
    );
    await sleep(started + ((i + 1) * 1000) / COMMANDS_PER_SECOND - performance.now());
  }
  const answers = await Promise.all(sends);
  const refused = answers.filter((answer): answer is Error => answer instanceof Error);
  // The database is this run's own: every MQTT command in it is one of these.
  const outcomes = () =>
    rows<{ status: string; ms: number | null }>(
      db,
      `SELECT status, extract(epoch FROM settled_at - created_at) * 1000 AS ms FROM vehicle_commands WHERE gateway = 'mqtt'`,
    );
  await waitUntil(async () => (await outcomes()).every((row) => row.status !== 'sent'), 45_000, 500);
  const settled = await outcomes();
  const acked = settled.filter((row) => row.status === 'acknowledged');
  const acks = (await metrics(apis, [ACKS])).total[ACKS]! - before;
  await devices.stop();
  const roundTrips = acked.map((row) => Number(row.ms));
  return {
    sent: codes.length,
    perSecond: COMMANDS_PER_SECOND,
    apiProcesses: apis.length,
    devicesConnectMs: connected.ms,
    refusedByApi: refused.length,
    firstRefusal: refused[0]?.message ?? null,
    acknowledged: acked.length,
    acksHandled: acks,
    byStatus: Object.fromEntries(
      [...new Set(settled.map((row) => row.status))].map((status) => [
        status,
        settled.filter((row) => row.status === status).length,
      ]),
    ),
    lost: codes.length - acked.length,
    ackRoundTripMs: { p50: p(roundTrips, 0.5), p95: p(roundTrips, 0.95), max: p(roundTrips, 1) },
  };
}

/** The devices' retained states are cleared, so the run leaves nothing on the shared broker. */
async function clearRetained(prefix: string, codes: string[]): Promise<void> {
  const cleaner = await mqtt.connectAsync(BROKER, {
    protocolVersion: 5,
    clientId: `bench-clean-${prefix.slice(6, 14)}`,
    reconnectPeriod: 0,
  });
  await Promise.all(
    codes.map((code) => cleaner.publishAsync(topicOf(prefix, code, 'state'), '', { qos: 1, retain: true })),
  );
  await cleaner.endAsync();
}

/** The run's socket.io stream in the shared Redis is removed. */
async function clearRedis(redisPrefix: string): Promise<void> {
  const redis = createClient({ url: REDIS });
  await redis.connect();
  for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*` })) {
    const list = Array.isArray(keys) ? keys : [keys];
    if (list.length > 0) await redis.del(list);
  }
  await redis.quit();
}
