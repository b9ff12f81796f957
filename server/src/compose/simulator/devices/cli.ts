import { asc, eq } from 'drizzle-orm';
import pino from 'pino';
import { displayedBattery } from '@ops/shared/rules/battery';
import { openDatabase } from '../../../platform/db/client';
import { vehicles } from '../../../domains/vehicles/tables';
import { fleetOptions } from './fleetOptions';
import { SimulatedDevice } from './simulatedDevice';

/**
 * `npm run fleet`: the simulated fleet as devices on the broker (issue 27 §3), in its own
 * process beside the API (VEHICLE_GATEWAY=mqtt). It reads which vehicles exist, and where
 * they stand, from the API's database once (DATABASE_URL: a PostgreSQL shared with the API;
 * the embedded database is the API's alone), then speaks only MQTT.
 */
const log = pino({ base: { service: 'fleet-devices' }, level: process.env.LOG_LEVEL ?? 'info' });
const options = fleetOptions(process.env);
if (!process.env.DATABASE_URL) {
  log.error('npm run fleet needs DATABASE_URL (the PostgreSQL the API uses) to learn the vehicle codes');
  process.exit(2);
}
const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir: '', poolSize: 1 });
const rows = await handle.db
  .select({
    code: vehicles.code,
    lat: vehicles.lat,
    lng: vehicles.long,
    battery: vehicles.battery,
    realBatteryValue: vehicles.realBatteryValue,
    lockStatus: vehicles.lockStatus,
  })
  .from(vehicles)
  .where(eq(vehicles.isInStorage, false))
  .orderBy(asc(vehicles.code))
  .limit(options.size);
await handle.close();

let errors = 0;
const link = {
  url: options.url,
  topicPrefix: options.topicPrefix,
  ...(options.username ? { username: options.username } : {}),
  ...(options.password ? { password: options.password } : {}),
  onError: (code: string, error: unknown) => {
    errors += 1;
    if (errors <= 20 || errors % 1000 === 0) log.warn({ code, err: error, errors }, 'device error');
  },
};
const devices = rows.map(
  (row, index) =>
    new SimulatedDevice(
      {
        code: row.code,
        lat: row.lat,
        lng: row.lng,
        battery: displayedBattery(row) ?? 50,
        locked: row.lockStatus !== 'unlocked',
      },
      link,
      options.behaviour,
      options.seed + index,
    ),
);
log.info(
  { devices: devices.length, broker: options.url, prefix: options.topicPrefix },
  'fleet devices connecting',
);
const pause = 1000 / options.connectPerSecond;
for (const device of devices) {
  await device.connect().catch((error: unknown) => link.onError(device.code, error));
  if (pause >= 1) await new Promise((resolve) => setTimeout(resolve, pause));
}
log.info({ devices: devices.length }, 'fleet devices online');

let stopping = false;
async function shutdown(): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.allSettled(devices.map((device) => device.stop()));
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
