/**
 * exportMemory: POST /export of N tasks through the real route (PGlite in memory, the server
 * in this process), sampling process.memoryUsage() every 50 ms while the file streams. If the
 * writer streams, the peak above the pre-export baseline stays about the same for 10k and 50k
 * rows; a buffered writer would grow with N.
 */
import { performance } from 'node:perf_hooks';
import type { Deps } from '../server/src/platform/deps';
import { createSession } from '../server/src/platform/session/sessions';
import { newId } from '../server/src/platform/lib/ids';
import { roles, users } from '../server/src/platform/session/tables';
import { areas } from '../server/src/domains/areas/tables';
import { vehicles } from '../server/src/domains/vehicles/tables';
import { tasksExport } from '../server/src/domains/tasks/tasksExport';
import { buildBenchServer, freshPglite, hexId, round, rows } from './claimsSupport';

const SIZES = [10_000, 50_000] as const;
const MB = 1024 * 1024;
const DAY = 86_400_000;

interface Peak {
  rssMb: number;
  heapUsedMb: number;
  externalMb: number;
}

function memoryNow(): Peak {
  const m = process.memoryUsage();
  return { rssMb: m.rss / MB, heapUsedMb: m.heapUsed / MB, externalMb: (m.external + m.arrayBuffers) / MB };
}

/** Seeds up to `total` tasks in one statement each time: one a minute going back, realistic text in every column. */
async function seedTasks(deps: Deps, from: number, to: number, vehicleId: string): Promise<void> {
  // Raw SQL text: bench/ cannot import drizzle-orm; every interpolated value is a checked id or an integer.
  await rows(
    deps,
    `
    INSERT INTO tasks (id, type, vehicle_id, vehicle_code, area_name, main_case, cases, status,
                       assigned_to_name, assigned_count, created_at, updated_at, resolved_at)
    SELECT lpad(to_hex(g), 24, '0'), 'Vehicle', '${hexId(vehicleId)}', 'ZM' || lpad(g::text, 5, '0'), 'Zamalek', 'LPM',
           '{"LPM": true, "OUT_OF_FENCE": false}'::jsonb, 'resolved', 'Agent ' || (g % 50), g % 4,
           now() - g * interval '1 minute', now() - g * interval '1 minute' + interval '5 minutes',
           now() - g * interval '1 minute' + interval '9 minutes'
    FROM generate_series(${Math.trunc(from)}, ${Math.trunc(to)}) AS g`,
  );
}

/** One export, memory sampled every 50 ms; the body is read and dropped, as a file download would. */
async function exportOnce(
  url: string,
  token: string,
  now: Date,
): Promise<{ ms: number; bytes: number; baseline: Peak; peak: Peak }> {
  const baseline = memoryNow();
  const peak = { ...baseline };
  const sample = () => {
    const m = memoryNow();
    peak.rssMb = Math.max(peak.rssMb, m.rssMb);
    peak.heapUsedMb = Math.max(peak.heapUsedMb, m.heapUsedMb);
    peak.externalMb = Math.max(peak.externalMb, m.externalMb);
  };
  const timer = setInterval(sample, 50);
  const started = performance.now();
  const response = await fetch(`${url}/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      module: 'tasks',
      filters: {},
      fields: tasksExport.fields.map((f) => f.key),
      startDate: new Date(now.getTime() - 90 * DAY).toISOString(),
      endDate: new Date(now.getTime() + DAY).toISOString(),
    }),
  });
  if (!response.ok || !response.body)
    throw new Error(`export answered ${response.status}: ${await response.text()}`);
  let bytes = 0;
  const reader = response.body.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) bytes += part.value.byteLength;
  const ms = performance.now() - started;
  clearInterval(timer);
  sample();
  return { ms, bytes, baseline, peak };
}

export async function exportMemory(): Promise<Record<string, unknown>> {
  const database = await freshPglite();
  const bench = await buildBenchServer(database.handle);
  const url = await bench.server.listen();
  const deps = bench.deps;
  try {
    const roleId = newId();
    await deps.db.insert(roles).values({
      id: roleId,
      name: 'Exporters',
      level: 5,
      department: 'Operations',
      permissions: { task: { EXPORT: true } },
    });
    const userId = newId();
    await deps.db
      .insert(users)
      .values({ id: userId, name: 'Exporter', phoneNumber: '+201000000001', roleId, type: 'operations' });
    const areaId = newId();
    await deps.db.insert(areas).values({ id: areaId, name: 'Zamalek' });
    const vehicleId = newId();
    await deps.db
      .insert(vehicles)
      .values({ id: vehicleId, code: 'ZM00000', areaId, manufacturer: 'Xiaomi', vehicleType: 'Super C' });
    const { token } = await createSession(deps, {
      userId,
      deviceId: null,
      ip: '127.0.0.1',
      userAgent: 'bench',
    });

    // Warm-up: loads exceljs and the zip code, so the first measured run is not charged for it.
    await seedTasks(deps, 1, 1_000, vehicleId);
    await exportOnce(url, token, deps.clock.now());

    const runs: Array<Record<string, unknown>> = [];
    let seeded = 1_000;
    for (const size of SIZES) {
      await seedTasks(deps, seeded + 1, size, vehicleId);
      seeded = size;
      const { ms, bytes, baseline, peak } = await exportOnce(url, token, deps.clock.now());
      runs.push({
        rows: size,
        ms: round(ms),
        rowsPerSecond: Math.round((size / ms) * 1000),
        fileMb: round(bytes / MB, 2),
        rssBeforeMb: round(baseline.rssMb),
        rssPeakMb: round(peak.rssMb),
        rssGrowthMb: round(peak.rssMb - baseline.rssMb),
        heapBeforeMb: round(baseline.heapUsedMb),
        heapPeakMb: round(peak.heapUsedMb),
        heapGrowthMb: round(peak.heapUsedMb - baseline.heapUsedMb),
        externalPeakMb: round(peak.externalMb),
      });
      process.stderr.write(`  ${size} rows: ${JSON.stringify(runs.at(-1))}\n`);
    }
    return {
      name: 'exportMemory',
      engine: 'pglite (in process)',
      fields: tasksExport.fields.length,
      note: 'Memory is the whole process (server, PGlite and the reading client); compare the growth columns across sizes.',
      runs,
    };
  } finally {
    await bench.close();
    await database.drop();
  }
}
