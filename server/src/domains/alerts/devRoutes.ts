import type { FastifyPluginCallback } from 'fastify';
import type { Deps } from '../../platform/deps';
import { runAlertSweep } from './sweep';

/**
 * Development and end-to-end only (registered beside the other /dev routes, never in
 * production). POST /dev/carry-vehicle, which plays the simulator's thief, is the
 * composition's (compose/theftDevRoute.ts).
 *
 *   POST /dev/alert-sweep   { sinceMinutes? }  one look of the alert watcher now (default: the last 10 minutes)
 */
export const alertDevRoutes =
  (deps: Deps): FastifyPluginCallback =>
  (app, _options, done) => {
    app.post<{ Body: { sinceMinutes?: number } }>('/dev/alert-sweep', async (request) => {
      const since = new Date(deps.clock.now().getTime() - (request.body?.sinceMinutes ?? 10) * 60_000);
      return runAlertSweep(deps, since);
    });
    done();
  };
