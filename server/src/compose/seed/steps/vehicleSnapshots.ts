import { sql } from 'drizzle-orm';
import { queryRows } from '../../../platform/db/client';
import { addCount, type SeedStep } from '../context';

/** Days of hourly snapshots before the seed's "now": three months, what the analytics page opens on and more. */
export const SNAPSHOT_HISTORY_DAYS = 90;

/**
 * The hourly vehicle status snapshots the job would have taken (migration 0021; the Counter and
 * its analytics page read them): for each area, its seeded fleet split into on, ready and off
 * by hour of day, busier in the evening and at weekends, with a slow growth and a little noise.
 * One statement of generated series; the noise is a hash of the area and hour, so it is
 * deterministic without a random stream.
 */
export const vehicleSnapshotsStep: SeedStep = {
  name: 'vehicle snapshots',
  async run(ctx) {
    await ctx.tx.execute(
      sql`WITH fleet AS (SELECT coalesce(area_id, '') AS area_id, count(*)::float8 AS n FROM vehicles GROUP BY 1),
          hours AS (
            SELECT at, extract(hour FROM at AT TIME ZONE 'Africa/Cairo') AS hour, extract(isodow FROM at AT TIME ZONE 'Africa/Cairo') AS dow,
                   extract(epoch FROM ${ctx.now}::timestamptz - at) / (${SNAPSHOT_HISTORY_DAYS} * 86400.0) AS age
              FROM generate_series(date_trunc('hour', ${ctx.now}::timestamptz) - make_interval(days => ${SNAPSHOT_HISTORY_DAYS}),
                                   date_trunc('hour', ${ctx.now}::timestamptz) - interval '1 hour', interval '1 hour') AS at),
          shares AS (
            SELECT h.at, h.hour, f.area_id, round(f.n * (1 - 0.2 * h.age)) AS n,
                   -- Riding peaks at 17-22 Cairo time, dips overnight; Friday and Saturday busier.
                   (CASE WHEN h.hour BETWEEN 17 AND 22 THEN 0.32 WHEN h.hour BETWEEN 10 AND 16 THEN 0.16 WHEN h.hour BETWEEN 7 AND 9 THEN 0.1 ELSE 0.03 END)
                     * (CASE WHEN h.dow IN (5, 6) THEN 1.25 ELSE 1 END)
                     * (0.8 + (abs(hashtext(f.area_id || h.at::text)) % 40) / 100.0) AS on_share,
                   0.06 + (abs(hashtext(f.area_id || date_trunc('day', h.at)::text)) % 8) / 100.0 AS off_share
              FROM hours h CROSS JOIN fleet f),
          counts AS (
            SELECT at, area_id, round(n * on_share) AS on_n, round(n * off_share) AS off_n, n, hour FROM shares),
          -- Migration 0035's counts for the targets' actuals: on and ready vehicles are active and
          -- operating, off ones neither; some ready ones are urgent, most overnight (no field shift).
          ready AS (
            SELECT *, greatest(0, n - on_n - off_n) AS ready_n,
                   (CASE WHEN hour < 8 THEN 0.14 WHEN hour < 16 THEN 0.06 ELSE 0.09 END)
                     * (0.7 + (abs(hashtext(area_id || at::text || 'urgent')) % 60) / 100.0) AS urgent_share
              FROM counts)
          INSERT INTO vehicle_status_snapshots (taken_at, area_id, status, count, active, operating, urgent)
          SELECT at, area_id, status, count, active, operating, urgent FROM ready,
                 LATERAL (VALUES ('on', on_n::int, on_n::int, on_n::int, 0),
                                 ('off', off_n::int, 0, 0, 0),
                                 ('ready', ready_n::int, ready_n::int, ready_n::int, least(ready_n, round(n * urgent_share))::int))
                   AS s(status, count, active, operating, urgent)
           WHERE count > 0
          ON CONFLICT (taken_at, area_id, status) DO NOTHING`,
    );
    const [row] = await queryRows<{ n: number }>(
      ctx.tx,
      sql`SELECT count(*)::int AS n FROM vehicle_status_snapshots`,
    );
    addCount(ctx, 'vehicleSnapshots', row?.n ?? 0);
  },
};
