import type { FastifyPluginCallback } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { runSlaSweep } from './slaJob';
import { tasks } from './tables';

/**
 * Development and end-to-end only (never in production): SLA and idle return take minutes,
 * an e2e test has seconds. These age one task and run the sweep at once.
 *
 *   POST /dev/task-age  { taskId, minutes }  (created, assigned and last acted `minutes` earlier)
 *   POST /dev/sla-sweep                      (one look of the SLA sweep: thresholds, then idle held tasks)
 */
export const slaDevRoutes =
  (deps: Deps): FastifyPluginCallback =>
  (app, _options, done) => {
    app.post<{ Body: { taskId?: string; minutes?: number } }>('/dev/task-age', async (request, reply) => {
      const { taskId, minutes } = request.body ?? {};
      if (!taskId || typeof minutes !== 'number' || !Number.isFinite(minutes))
        return reply.code(400).send({ error: 'taskId and minutes are required' });
      const shift = sql`make_interval(mins => ${Math.round(minutes)})`;
      const [row] = await deps.db
        .update(tasks)
        .set({
          createdAt: sql`${tasks.createdAt} - ${shift}`,
          assignedAt: sql`${tasks.assignedAt} - ${shift}`,
          lastActionAt: sql`${tasks.lastActionAt} - ${shift}`,
        })
        .where(eq(tasks.id, taskId))
        .returning({ id: tasks.id, createdAt: tasks.createdAt });
      if (!row) return reply.code(404).send({ error: 'Task not found' });
      return { taskId: row.id, createdAt: row.createdAt.toISOString() };
    });
    app.post('/dev/sla-sweep', async () => runSlaSweep(deps));
    done();
  };
