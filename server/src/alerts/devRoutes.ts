import type { FastifyPluginCallback } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Deps } from '../app/deps';
import { carryVehicle } from '../simulator/thefts';
import { vehicles } from '../vehicles/tables';
import { runAlertSweep } from './sweep';

/**
 * Development and end-to-end only (registered beside the other /dev routes, never in
 * production): let a demo or a test play a theft now instead of waiting for the simulator.
 *
 *   POST /dev/carry-vehicle { code, steps? }  a thief carries the locked vehicle north, 120 m a step
 *   POST /dev/alert-sweep   { sinceMinutes? }  one look of the alert watcher now (default: the last 10 minutes)
 */
export const alertDevRoutes = (deps: Deps): FastifyPluginCallback => (app, _options, done) => {
  app.post<{ Body: { code?: string; steps?: number } }>('/dev/carry-vehicle', async (request, reply) => {
    const [vehicle] = request.body.code ? await deps.db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.code, request.body.code)).limit(1) : [];
    if (!vehicle) return reply.code(400).send({ error: 'code of an existing vehicle is required' });
    let moved = null;
    for (let step = 0; step < Math.min(10, Math.max(1, request.body.steps ?? 1)); step += 1) moved = await carryVehicle(deps, vehicle.id, 0);
    return moved ?? reply.code(400).send({ error: 'only a locked vehicle that is not in a ride can be carried' });
  });
  app.post<{ Body: { sinceMinutes?: number } }>('/dev/alert-sweep', async (request) => {
    const since = new Date(deps.clock.now().getTime() - (request.body?.sinceMinutes ?? 10) * 60_000);
    return runAlertSweep(deps, since);
  });
  done();
};
