import { sql } from 'drizzle-orm';
import { UNTAPPED_MAX_DISTANCE_M } from '@ops/shared/rules/untappedRide';
import { queryRows } from '../../../platform/db/client';
import { addCount, type SeedContext, type SeedStep } from '../context';

/**
 * Untapped rides (shared/rules/untappedRide.ts) for the Untapped Rides page: the shortest
 * ended rides become unlocks that never moved, their stop at their start and a distance of a
 * few metres (GPS drift). Order by id keeps it deterministic.
 */
export const untappedRidesStep: SeedStep = {
  name: 'untapped-rides',
  async run(ctx: SeedContext) {
    const limit = ctx.scaled(200, 10);
    await ctx.tx.execute(sql`
      update rides set
        distance_m = abs(hashtext(id)) % ${UNTAPPED_MAX_DISTANCE_M},
        stop_lat = start_lat,
        stop_long = start_long,
        user_stop_lat = start_lat,
        user_stop_long = start_long
      where id in (select id from rides where status = 'done' and time_ms <= 120000 order by id limit ${limit})`);
    const [row] = await queryRows<{ n: number }>(
      ctx.tx,
      sql`select count(*)::int as n from rides where status = 'done' and distance_m < ${UNTAPPED_MAX_DISTANCE_M}`,
    );
    addCount(ctx, 'untapped_rides', row?.n ?? 0);
  },
};
