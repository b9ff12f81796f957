import { and, eq, sql } from 'drizzle-orm';
import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import type {
  TaskIdleReturnedEvent,
  TaskIdleWarningEvent,
  TaskSlaAlertEvent,
} from '@ops/shared/realtime/taskEvents';
import { IDLE_WARNING_MS, idleReturnMessage, idleWarningMessage } from '@ops/shared/rules/taskSla';
import type { Deps } from '../../platform/deps';
import { supportAttendance } from '../attendance';
import { queryRows } from '../../platform/db/client';
import { emitNow } from '../../platform/db/outbox';
import { idleReturnMinutes } from '../taskSettings';
import { offerTasks } from './assignment';
import { emitTaskUpdated, emitUserStatus, inTransaction } from './events';
import { addHistory } from './history';
import { tasks } from './tables';
import { taskView } from './views';

/**
 * The SLA clock in SQL, the same as shared/rules/taskSla.ts slaElapsedMs for an open task:
 * creation to now, less the pending time already spent and the pause under way.
 */
const elapsedMs = (
  now: string,
) => sql`(extract(epoch FROM (${now}::timestamptz - t.created_at)) * 1000 - t.sla_paused_ms
  - CASE WHEN t.status = 'pending' AND t.pending_at IS NOT NULL THEN extract(epoch FROM (${now}::timestamptz - t.pending_at)) * 1000 ELSE 0 END)`;
const targetMinutes = sql`coalesce(c.target_minutes, d.target_minutes)`;
const targetJoins = sql`LEFT JOIN task_sla_targets c ON c.task_type = t.type AND c.task_case = t.main_case
  LEFT JOIN task_sla_targets d ON d.task_type = t.type AND d.task_case IS NULL`;

interface Crossed {
  id: string;
  type: TaskSlaAlertEvent['taskType'];
  vehicle_code: string | null;
  main_case: string | null;
  area_id: string | null;
  target: number;
  elapsed: number;
}

function alertOf(kind: TaskSlaAlertEvent['kind'], row: Crossed, at: Date): TaskSlaAlertEvent {
  return {
    kind,
    taskId: row.id,
    taskType: row.type,
    vehicleCode: row.vehicle_code,
    mainCase: row.main_case,
    areaId: row.area_id,
    targetMinutes: row.target,
    elapsedMinutes: Math.floor(Number(row.elapsed) / 60_000),
    agentName: null,
    at: at.toISOString(),
  };
}

/**
 * Marks open tasks that crossed 80 % (warning) or 100 % (breach) of their target since the
 * last look and tells supervisors, once per task and threshold: each mark is compare-and-set
 * in one UPDATE, so two processes (or two looks) cannot both tell. A task that crossed both
 * at once is told as breached only.
 */
export async function markSlaThresholds(deps: Deps): Promise<{ warned: number; breached: number }> {
  const now = deps.clock.now();
  const at = now.toISOString();
  const breached = await queryRows<Crossed>(
    deps.db,
    sql`UPDATE tasks u SET sla_breached_at = ${at}::timestamptz, sla_warned_at = coalesce(u.sla_warned_at, ${at}::timestamptz)
        FROM (SELECT t.id, t.type, t.vehicle_code, t.main_case, t.area_id, ${targetMinutes} AS target, ${elapsedMs(at)} AS elapsed
              FROM tasks t ${targetJoins}
              WHERE t.status <> 'resolved' AND t.sla_breached_at IS NULL AND ${targetMinutes} IS NOT NULL) x
        WHERE u.id = x.id AND u.sla_breached_at IS NULL AND x.elapsed >= x.target * 60000
        RETURNING x.id, x.type, x.vehicle_code, x.main_case, x.area_id, x.target, x.elapsed`,
  );
  const warned = await queryRows<Crossed>(
    deps.db,
    sql`UPDATE tasks u SET sla_warned_at = ${at}::timestamptz
        FROM (SELECT t.id, t.type, t.vehicle_code, t.main_case, t.area_id, ${targetMinutes} AS target, ${elapsedMs(at)} AS elapsed
              FROM tasks t ${targetJoins}
              WHERE t.status <> 'resolved' AND t.sla_warned_at IS NULL AND ${targetMinutes} IS NOT NULL) x
        WHERE u.id = x.id AND u.sla_warned_at IS NULL AND x.elapsed >= x.target * 60000 * 0.8
        RETURNING x.id, x.type, x.vehicle_code, x.main_case, x.area_id, x.target, x.elapsed`,
  );
  // Each UPDATE above committed alone: the alerts leave now.
  emitNow(deps.events, (out) => {
    for (const row of breached) out.toTopic(REALTIME_EVENTS.TASK_SLA_ALERT, alertOf('breached', row, now));
    for (const row of warned) out.toTopic(REALTIME_EVENTS.TASK_SLA_ALERT, alertOf('warning', row, now));
  });
  return { warned: warned.length, breached: breached.length };
}

/**
 * One held task whose holder did nothing for `minutes`: back to the queue with a history
 * entry, supervisors told, the agent told why. The agent is not put on a break (issue 23
 * item 6: they may be reading an ID or on a call, and a break is theirs to take): they stay
 * checked in, marked away so the queue does not hand the next task to an empty chair, until
 * they act. Locks in the engine's order, attendance then task, both SKIP LOCKED: an agent
 * acting right now holds the task's row, so the sweep leaves it for the next look instead of
 * waiting, and the activity is read again under the lock.
 */
async function returnIdleTask(
  deps: Deps,
  candidate: { id: string; assigned_to: string },
  minutes: number,
): Promise<boolean> {
  return inTransaction(deps, async (tx, out) => {
    const now = deps.clock.now();
    const cutoff = new Date(now.getTime() - minutes * 60_000);
    const [attendance] = await tx
      .select()
      .from(supportAttendance)
      .where(and(eq(supportAttendance.userId, candidate.assigned_to), eq(supportAttendance.status, 'ACTIVE')))
      .for('update', { skipLocked: true })
      .limit(1);
    if (!attendance) return false;
    const [row] = await tx
      .select()
      .from(tasks)
      .where(eq(tasks.id, candidate.id))
      .for('update', { skipLocked: true })
      .limit(1);
    const lastAct = row?.lastActionAt ?? row?.assignedAt ?? null;
    if (
      !row ||
      row.status !== 'assigned' ||
      row.assignedTo !== candidate.assigned_to ||
      !lastAct ||
      lastAct > cutoff
    )
      return false;
    const agent = { _id: candidate.assigned_to, name: row.assignedToName ?? '' };
    const [updated] = await tx
      .update(tasks)
      .set({
        status: 'unassigned',
        assignedTo: null,
        assignedToName: null,
        idleWarnedAt: null,
        updatedAt: now,
      })
      .where(eq(tasks.id, row.id))
      .returning();
    if (!updated) return false;
    await addHistory(tx, {
      taskId: row.id,
      action: 'idleReturned',
      value: `${agent.name}: no action for ${minutes} min`,
      user: null,
      at: now,
    });
    await tx
      .update(supportAttendance)
      .set({ awaySince: now, idleReturns: sql`${supportAttendance.idleReturns} + 1`, updatedAt: now })
      .where(eq(supportAttendance.id, attendance.id));
    const view = await taskView(tx, updated);
    const message: TaskIdleReturnedEvent = {
      taskId: row.id,
      vehicleCode: row.vehicleCode,
      idleMinutes: minutes,
      message: idleReturnMessage(minutes, row.vehicleCode),
    };
    // The explanation first, so the workspace shows it before the task leaves the screen.
    out.toUser(agent._id, REALTIME_EVENTS.TASK_IDLE_RETURNED, message);
    emitTaskUpdated(out, agent._id, view);
    // Still checked in and not on a break: the boards show the agent without a task.
    emitUserStatus(out, {
      userId: agent._id,
      userName: agent.name,
      status: 'ACTIVE',
      taskId: null,
      taskStatus: null,
    });
    const alert: TaskSlaAlertEvent = {
      kind: 'idleReturned',
      taskId: row.id,
      taskType: row.type,
      vehicleCode: row.vehicleCode,
      mainCase: row.mainCase,
      areaId: row.areaId,
      targetMinutes: view.slaTargetMinutes,
      elapsedMinutes: Math.floor((now.getTime() - lastAct.getTime()) / 60_000),
      agentName: agent.name,
      at: now.toISOString(),
    };
    out.toTopic(REALTIME_EVENTS.TASK_SLA_ALERT, alert);
    return true;
  });
}

/**
 * Warns each holder whose task goes back within a minute, once per quiet spell: the mark is
 * compare-and-set in one UPDATE (a newer act than the last warning re-arms it), so two looks or
 * two processes cannot both warn. Returns how many were warned.
 */
export async function warnIdleTasks(deps: Deps, minutes?: number): Promise<number> {
  const idle = minutes ?? (await idleReturnMinutes(deps.db));
  const now = deps.clock.now();
  const returnCutoff = new Date(now.getTime() - idle * 60_000);
  const warnCutoff = new Date(now.getTime() - Math.max(0, idle * 60_000 - IDLE_WARNING_MS));
  const warned = await queryRows<{
    id: string;
    assigned_to: string;
    vehicle_code: string | null;
    last_act: string | Date;
  }>(
    deps.db,
    sql`UPDATE tasks SET idle_warned_at = ${now.toISOString()}::timestamptz
        WHERE status = 'assigned' AND assigned_to IS NOT NULL
          AND coalesce(last_action_at, assigned_at) <= ${warnCutoff.toISOString()}::timestamptz
          AND coalesce(last_action_at, assigned_at) > ${returnCutoff.toISOString()}::timestamptz
          AND (idle_warned_at IS NULL OR idle_warned_at < coalesce(last_action_at, assigned_at))
        RETURNING id, assigned_to, vehicle_code, coalesce(last_action_at, assigned_at) AS last_act`,
  );
  emitNow(deps.events, (out) => {
    for (const row of warned) {
      const returnAt = new Date(new Date(row.last_act).getTime() + idle * 60_000).toISOString();
      const event: TaskIdleWarningEvent = {
        taskId: row.id,
        vehicleCode: row.vehicle_code,
        returnAt,
        message: idleWarningMessage(idle, row.vehicle_code),
      };
      out.toUser(row.assigned_to, REALTIME_EVENTS.TASK_IDLE_WARNING, event);
    }
  });
  return warned.length;
}

/** Held tasks whose holder's last act (or the assignment) is older than the idle-return setting go back. Returns how many. */
export async function returnIdleTasks(deps: Deps): Promise<number> {
  const minutes = await idleReturnMinutes(deps.db);
  const cutoff = new Date(deps.clock.now().getTime() - minutes * 60_000);
  const candidates = await queryRows<{ id: string; assigned_to: string }>(
    deps.db,
    sql`SELECT id, assigned_to FROM tasks
        WHERE status = 'assigned' AND coalesce(last_action_at, assigned_at) <= ${cutoff.toISOString()}::timestamptz`,
  );
  let returned = 0;
  for (const candidate of candidates) {
    try {
      if (await returnIdleTask(deps, candidate, minutes)) returned += 1;
    } catch (error) {
      deps.log.error({ err: error, taskId: candidate.id }, 'idle return failed');
    }
  }
  if (returned > 0) await offerTasks(deps);
  return returned;
}
