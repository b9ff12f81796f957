import type { FastifyPluginCallback } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Deps } from '../platform/deps';
import { ALERT_WATCH_INTERVAL_MS } from '../domains/alerts/watcher';
import { vehicles } from '../domains/vehicles/tables';
import { CARRY_STEP_METRES, carryVehicle, parkedVehicles } from './simulator/thefts';

/**
 * Development and end-to-end only (registered beside the other /dev routes, never in
 * production): let a demo or a test play a theft now instead of waiting for the simulator.
 * It plays the simulator's thief, so it lives with the simulator in the composition (a domain
 * may not import compose/); the alerts domain's own /dev/alert-sweep stays in alerts/devRoutes.ts.
 *
 *   POST /dev/carry-vehicle { code?, steps?, metres? }  a thief carries a locked vehicle north (by default
 *                                                    the first parked one, three steps of 120 m, each
 *                                                    after the watcher's next look: the first fix after a
 *                                                    long silence may read as drift, a fast one beyond the
 *                                                    floor is a suspicion until the next confirms it)
 */
export const theftDevRoute =
  (deps: Deps): FastifyPluginCallback =>
  (app, _options, done) => {
    app.post<{ Body: { code?: string; steps?: number; metres?: number } }>(
      '/dev/carry-vehicle',
      async (request, reply) => {
        const { code, steps = 3, metres = CARRY_STEP_METRES } = request.body ?? {};
        const [vehicle] = code
          ? await deps.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.code, code)).limit(1)
          : await parkedVehicles(deps, 1);
        if (!vehicle) return reply.code(400).send({ error: 'no such vehicle' });
        let moved = null;
        for (let step = 0; step < Math.min(10, Math.max(1, steps)); step += 1) {
          // Each fix after the watcher has looked at the one before, as a device in motion reports.
          if (step > 0) await new Promise((resolve) => setTimeout(resolve, ALERT_WATCH_INTERVAL_MS + 500));
          moved = await carryVehicle(deps, vehicle.id, 0, Math.min(50_000, Math.max(1, metres)));
        }
        return (
          moved ??
          reply.code(400).send({ error: 'only a locked vehicle that is not in a ride can be carried' })
        );
      },
    );
    done();
  };
