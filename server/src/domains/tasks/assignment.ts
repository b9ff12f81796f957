import { eq, sql } from 'drizzle-orm';
import { CUSTODY_SUPERVISOR_GATE } from '@ops/shared/rules/custody';
import type { TaskPayload } from '@ops/shared/realtime/taskEvents';
import type { Deps } from '../../platform/deps';
import { queryRows, type Db, type Tx } from '../../platform/db/client';
import { heldTask } from './agents';
import { claimStatement } from './claimStatement';
import { Outbox } from '../../platform/db/outbox';
import { emitTaskAssigned, emitTaskUpdated, emitUserStatus } from './events';
import { addHistory, type TaskActor } from './history';
import { closePendingPause } from './slaClock';
import { tasks, type TaskRow } from './tables';
import { taskView } from './views';

/** Queue order: urgent (never set pending) before pending, oldest first (01 §4). */
export const QUEUE_ORDER = [sql`(${tasks.pendingAt} IS NOT NULL)`, tasks.createdAt, tasks.id] as const;

/** Makes `row` the agent's task. The caller holds the agent's attendance lock and the task row lock. */
export async function assignTask(
  tx: Tx,
  out: Outbox,
  row: TaskRow,
  agent: TaskActor,
  now: Date,
  options: { flag?: boolean } = {},
): Promise<TaskPayload> {
  const flag = options.flag === true && row.flaggedBy === null;
  const [updated] = await tx
    .update(tasks)
    .set({
      status: 'assigned',
      assignedTo: agent._id,
      assignedToName: agent.name,
      assignedAt: now,
      assignedCount: sql`${tasks.assignedCount} + 1`,
      pendingUntil: null,
      updatedAt: now,
      slaPausedMs: closePendingPause(now),
      lastActionAt: now,
      ...(flag ? { flaggedBy: agent._id, flaggedAt: now } : {}),
    })
    .where(eq(tasks.id, row.id))
    .returning();
  if (!updated) throw new Error('assigned task vanished');
  await addHistory(tx, { taskId: row.id, action: 'assigned', value: agent.name, user: agent, at: now });
  if (flag) await addHistory(tx, { taskId: row.id, action: 'FLAGGED', user: agent, at: now });
  const view = await taskView(tx, updated);
  emitTaskAssigned(out, view);
  emitUserStatus(out, {
    userId: agent._id,
    userName: agent.name,
    status: 'ACTIVE',
    taskId: view._id,
    taskStatus: view.status,
  });
  return view;
}

/**
 * Gives the agent the next waiting task when they are ACTIVE and hold nothing: the role's read,
 * then one statement (claimStatement.ts; its rules are written in migration 0048). Inside the
 * caller's transaction, or on the pool where each statement is its own. Null when nothing was given.
 */
export async function claimInTx(
  tx: Db | Tx,
  out: Outbox,
  userId: string,
  now: Date,
  options: { skipBusyAgent?: boolean } = {},
): Promise<TaskPayload | null> {
  const claimed = await claimStatement(tx, {
    userId,
    now,
    custodyGate: CUSTODY_SUPERVISOR_GATE,
    // When offering, an agent whose row another transaction holds is being served already: skip, don't queue.
    skipBusyAgent: options.skipBusyAgent === true,
  });
  if (!claimed) return null;
  const { view } = claimed;
  emitTaskAssigned(out, view);
  emitUserStatus(out, {
    userId,
    userName: claimed.row.assignedToName ?? '',
    status: 'ACTIVE',
    taskId: view._id,
    taskStatus: view.status,
  });
  return view;
}

/** Claims on the pool: the claim statement commits by itself, so no BEGIN and COMMIT round trips. */
async function claimAlone(
  deps: Deps,
  userId: string,
  options: { skipBusyAgent?: boolean } = {},
): Promise<TaskPayload | null> {
  const out = new Outbox();
  const task = await claimInTx(deps.db, out, userId, deps.clock.now(), options);
  out.flush(deps.events);
  return task;
}

/** Public: one claim for one agent (the scheduler, check-in, the end of a break). */
export async function claimNextTask(deps: Deps, userId: string): Promise<TaskPayload | null> {
  return claimAlone(deps, userId);
}

/**
 * Public: assigns waiting tasks to idle ACTIVE agents, longest-idle first. Called after
 * every change that frees an agent or adds a task, and by the scheduler tick; safe to run
 * on several processes at once (every claim takes the locks). Resolves with how many the
 * round that served this request assigned. Never rejects: a failed claim is logged and
 * the next tick tries again (callers call it after their own commit, which must stand).
 */
export async function offerTasks(deps: Deps): Promise<number> {
  // Every raise and every resolve asks for an offer. Run concurrently, those offers walk the same
  // idle agents in the same order and queue on each one's row lock, and under a steady stream of
  // new tasks the queue never drains. So one round runs at a time per process, and requests that
  // arrive meanwhile share the one round after it (it starts after their commits, so it sees them).
  // A request waits for that round only, not for every round later requests ask for: under a
  // stream of raises, "until nobody asks any more" kept an agent's Set Pending answer waiting.
  const state = offers.get(deps) ?? { running: null, next: null };
  offers.set(deps, state);
  if (!state.running) return startRound(deps, state);
  state.next ??= state.running.then(() => {
    state.next = null;
    return startRound(deps, state);
  });
  return state.next;
}

/**
 * The offer after an agent's own action (Set Pending, a ride-photo or ID decision, a pick, a
 * transfer): answered once the round is done or after `config.agentOfferWaitMs`, whichever is
 * first. A round walks every idle agent with a claim transaction each; on a loaded server it
 * took seconds (the soak: Set Pending p95 8 s at a load of 10–15 on 2 cores) while the agent's
 * own change was long committed. The round is not cancelled: it goes on, never rejects, and
 * its assignments reach the agents by socket like every other.
 */
export async function offerAfterAgentAction(deps: Deps): Promise<void> {
  const round = offerTasks(deps);
  const limit = deps.config.agentOfferWaitMs;
  if (limit === null) {
    await round;
    return;
  }
  let timer: NodeJS.Timeout | undefined;
  const waited = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, limit);
  });
  await Promise.race([round, waited]);
  clearTimeout(timer);
}

/** Resolves when no round runs or waits on this process: a stopping server lets them finish before its pool closes. */
export async function offersSettled(deps: Deps): Promise<void> {
  const state = offers.get(deps);
  while (state && (state.running || state.next)) await (state.next ?? state.running);
}

interface OfferState {
  /** The round under way. */
  running: Promise<number> | null;
  /** The one round queued behind it, shared by every request that arrived during `running`. */
  next: Promise<number> | null;
}

const offers = new WeakMap<Deps, OfferState>();

function startRound(deps: Deps, state: OfferState): Promise<number> {
  const round = offerOnce(deps).finally(() => {
    if (state.running === round) state.running = null;
  });
  state.running = round;
  return round;
}

async function offerOnce(deps: Deps): Promise<number> {
  const now = deps.clock.now();
  let idle: Array<{ user_id: string }>;
  try {
    idle = await queryRows<{ user_id: string }>(
      deps.db,
      sql`SELECT a.user_id FROM support_attendance a
          WHERE a.status = 'ACTIVE'
            AND NOT EXISTS (SELECT 1 FROM tasks t WHERE t.assigned_to = a.user_id AND t.status = 'assigned')
          ORDER BY (SELECT max(t.assigned_at) FROM tasks t WHERE t.assigned_to = a.user_id) ASC NULLS FIRST, a.check_in_date ASC`,
    );
  } catch (error) {
    deps.log.error({ err: error }, 'task offer could not list idle agents');
    return 0;
  }
  let assigned = 0;
  for (const { user_id: userId } of idle) {
    try {
      const waiting = await queryRows<{ n: number }>(
        deps.db,
        sql`SELECT 1 AS n FROM tasks WHERE status = 'unassigned' OR (status = 'pending' AND pending_until <= ${now.toISOString()}::timestamptz) LIMIT 1`,
      );
      if (waiting.length === 0) break;
      const task = await claimAlone(deps, userId, { skipBusyAgent: true });
      if (task) assigned += 1;
    } catch (error) {
      // One agent's failed claim (a lost race on PostgreSQL, a dropped connection) must not cost
      // the agents after them their task, nor fail the action whose commit asked for this offer.
      deps.log.error({ err: error, userId }, 'task offer: a claim failed');
    }
  }
  return assigned;
}

/**
 * Puts the agent's held task back in the queue (break, check-out, picking another task).
 * A task the agent flagged stays reserved for them through flagged_by.
 */
export async function releaseHeldTask(
  tx: Tx,
  out: Outbox,
  userId: string,
  actor: TaskActor | null,
  now: Date,
): Promise<TaskPayload | null> {
  const held = await heldTask(tx, userId, true);
  if (!held) return null;
  const [updated] = await tx
    .update(tasks)
    .set({ status: 'unassigned', assignedTo: null, assignedToName: null, updatedAt: now })
    .where(eq(tasks.id, held.id))
    .returning();
  if (!updated) return null;
  await addHistory(tx, {
    taskId: held.id,
    action: 'unassigned',
    value: held.assignedToName,
    user: actor,
    at: now,
  });
  const view = await taskView(tx, updated);
  emitTaskUpdated(out, userId, view);
  return view;
}
