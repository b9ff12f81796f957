/**
 * ridesExport (issue 11, Benchmarks: "Export of 500,000 rides to xlsx ≤ 5× a CSV of the same
 * rows in the same run, peak RSS ≤ 250 MB"; issue 29 item 3: RSS(1M) ≤ 1.15 × RSS(100k)): a
 * scratch PostgreSQL database with BENCH_RIDES_EXPORT_ROWS (1,000,000) SQL-made rides (riders,
 * vehicles, areas, bills and promocodes joined as the export joins them), then the newest
 * 100,000, 500,000 and 1,000,000 exported (those the data holds), each in a child process
 * (exportChild.ts) so its peak RSS is its own. The database is dropped at the end.
 */
import os from 'node:os';
import pg from 'pg';
import { runExportChild, type ExportChildResult } from './exportChildRun';
import { openDatabase } from '../server/src/platform/db/client';
import { migrate } from '../server/src/platform/db/migrate';
import { PG_ADMIN_URL, round } from './claimsSupport';

const RIDES = Number(process.env.BENCH_RIDES_EXPORT_ROWS ?? 1_000_000);
const SIZES = [100_000, 500_000, 1_000_000].filter((size) => size <= RIDES);
const DATABASE = 'ops_bench_rides_export';
const progress = (line: string) => process.stderr.write(`${line}\n`);

async function adminQuery(text: string): Promise<void> {
  const client = new pg.Client({ connectionString: PG_ADMIN_URL });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** RIDES rides over 90 days: 20,000 riders, 2,000 vehicles, 12 areas, a bill for each, a promocode on every 20th. */
async function load(url: string): Promise<void> {
  const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
  try {
    await migrate(handle);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `INSERT INTO areas (id, name, outer_fence, ops_fences) SELECT 'area-' || a, 'Area ' || a, '[]'::jsonb, '[]'::jsonb FROM generate_series(1, 12) AS a`,
      );
      await client.query(
        `INSERT INTO users (id, name, phone_number, type) SELECT 'u' || g, 'Rider ' || g, '+2011' || lpad(g::text, 8, '0'), 'user' FROM generate_series(1, 20000) AS g`,
      );
      await client.query(
        `INSERT INTO vehicles (id, code, manufacturer, vehicle_type, lat, long) SELECT 'v' || g, 'S' || lpad(g::text, 5, '0'), 'Xiaomi', 'Super C', 30.05, 31.23 FROM generate_series(1, 2000) AS g`,
      );
      await client.query(
        `INSERT INTO promocodes (id, code, type, value, active) SELECT 'p' || g, 'NILE' || g, 'percentage', 10, true FROM generate_series(1, 20) AS g`,
      );
      await client.query(`
        INSERT INTO bills (id, user_id, type, date, total_cost_piasters, actual_cost_piasters)
        SELECT 'b' || g, 'u' || (1 + g % 20000), 'ride', now() - (g % 90) * interval '1 day', 1500 + g % 3000, 1500 + g % 3000
        FROM generate_series(1, ${RIDES}) AS g`);
      await client.query(`
        INSERT INTO rides (id, status, user_id, vehicle_id, area_id, bill_id, promocode_id, start_time, end_time, time_ms, start_lat, start_long, stop_lat, stop_long,
                           start_vehicle_battery, end_vehicle_battery, ended_by, rating, feedback_comment, check_status)
        SELECT 'r' || g, 'done', 'u' || (1 + g % 20000), 'v' || (1 + g % 2000), 'area-' || (1 + g % 12), 'b' || g,
          CASE WHEN g % 20 = 0 THEN 'p' || (1 + g % 20) END, t, t + interval '14 minutes', 840000,
          30.0 + random() * 0.1, 31.2 + random() * 0.1, 30.0 + random() * 0.1, 31.2 + random() * 0.1,
          80 - g % 30, 60 - g % 30, 'user', CASE WHEN g % 3 = 0 THEN 1 + g % 5 END, CASE WHEN g % 10 = 0 THEN 'Smooth ride along the Nile' END, 'Y'
        FROM (SELECT g, now() - random() * interval '90 days' AS t FROM generate_series(1, ${RIDES}) AS g) AS s`);
      await client.query('VACUUM ANALYZE');
    } finally {
      await client.end();
    }
  } finally {
    await handle.close();
  }
}

export async function ridesExport(): Promise<Record<string, unknown>> {
  const url = new URL(PG_ADMIN_URL);
  url.pathname = `/${DATABASE}`;
  await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  await adminQuery(`CREATE DATABASE ${DATABASE}`);
  try {
    progress(`  loading ${RIDES.toLocaleString('en')} rides...`);
    await load(url.toString());
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    const runs: Array<ExportChildResult & { rows: number }> = [];
    try {
      for (const rows of SIZES) {
        const { rows: found } = await client.query<{ at: string }>(
          `SELECT to_char(start_time AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS at FROM rides ORDER BY start_time DESC OFFSET $1 LIMIT 1`,
          [rows - 1],
        );
        const start = found[0]?.at;
        if (!start) throw new Error(`fewer than ${rows} rides`);
        progress(`  exporting the ${rows.toLocaleString('en')} newest rides...`);
        const result = await runExportChild('rides', {
          BENCH_EXPORT_DATABASE_URL: url.toString(),
          BENCH_EXPORT_START: start,
          BENCH_EXPORT_END: new Date(Date.now() + 60_000).toISOString(),
        });
        progress(`    ${JSON.stringify(result)}`);
        runs.push({ rows, ...result });
      }
    } finally {
      await client.end();
    }
    const half = runs.find((run) => run.rows === 500_000);
    const small = runs.find((run) => run.rows === 100_000);
    const million = runs.find((run) => run.rows === 1_000_000);
    const millionRatio =
      small && million ? round(million.maxRssAfterXlsxMb / small.maxRssAfterXlsxMb, 3) : null;
    const timeRatio = half ? round(half.xlsxMs / half.csvMs, 2) : null;
    const peak = Math.max(...runs.map((run) => run.maxRssAfterXlsxMb));
    return {
      name: `ridesExport: Rides xlsx export (writeRidesExport) vs a CSV of the same rows, PostgreSQL, ${RIDES.toLocaleString('en')} SQL-made rides`,
      loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      runs,
      targets: {
        xlsxOverCsvTimeAt500k: { value: timeRatio, goal: '≤ 5', met: timeRatio !== null && timeRatio <= 5 },
        peakRssMb: { value: peak, goal: '≤ 250', met: peak <= 250 },
        rss500kOver100k: {
          value: small && half ? round(half.maxRssAfterXlsxMb / small.maxRssAfterXlsxMb, 3) : null,
          goal: 'flat (≈ 1)',
        },
        rss1mOver100k: {
          value: millionRatio,
          goal: '≤ 1.15',
          met: millionRatio !== null && millionRatio <= 1.15,
        },
      },
    };
  } finally {
    await adminQuery(`DROP DATABASE IF EXISTS ${DATABASE} WITH (FORCE)`);
  }
}
