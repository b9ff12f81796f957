import type { FastifyPluginCallback } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { CARRY_STEP_METRES, carryVehicle, parkedVehicles } from '../simulator/thefts';
import { vehicles } from '../vehicles/tables';
import { runAlertSweep } from './sweep';

/**
 * Development and end-to-end only (registered beside the other /dev routes, never in
 * production): let a demo or a test play a theft now instead of waiting for the simulator.
 *
 *   POST /dev/carry-vehicle { code?, steps?, metres? }  a thief carries a locked vehicle north (by default
 *                                                    the first parked one, one step of 120 m)
 *   POST /dev/alert-sweep   { sinceMinutes? }  one look of the alert watcher now (default: the last 10 minutes)
 */
export const alertDevRoutes = (deps: Deps): FastifyPluginCallback => (app, _options, done) => {
  app.post<{ Body: { code?: string; steps?: number; metres?: number } }>('/dev/carry-vehicle', async (request, reply) => {
    const { code, steps = 1, metres = CARRY_STEP_METRES } = request.body ?? {};
    const [vehicle] = code ? await deps.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.code, code)).limit(1) : await parkedVehicles(deps, 1);
    if (!vehicle) return reply.code(400).send({ error: 'no such vehicle' });
    let moved = null;
    for (let step = 0; step < Math.min(10, Math.max(1, steps)); step += 1) moved = await carryVehicle(deps, vehicle.id, 0, Math.min(50_000, Math.max(1, metres)));
    return moved ?? reply.code(400).send({ error: 'only a locked vehicle that is not in a ride can be carried' });
  });
  app.post<{ Body: { sinceMinutes?: number } }>('/dev/alert-sweep', async (request) => {
    const since = new Date(deps.clock.now().getTime() - (request.body?.sinceMinutes ?? 10) * 60_000);
    return runAlertSweep(deps, since);
  });
  done();
};
