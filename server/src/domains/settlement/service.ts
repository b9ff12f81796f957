import { and, asc, eq, lt, sql } from 'drizzle-orm';
import { USERS_LIST } from '@ops/shared/lists/users';
import { toEgp } from '@ops/shared/rules/money';
import { canSettleNegativeBalances } from '@ops/shared/rules/permissions/editRules';
import { SETTLE_NOT_ALLOWED } from '@ops/shared/rules/settlement';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { ForbiddenError, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { filterCondition, readListRequest } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { USERS_FILTER_CONDITIONS } from '../users';
import './heldSettlement';
import { settleOne, type SettleOutcome } from './settleOne';
import { settlementJobs, type SettlementStatus } from './tables';

/**
 * settleBalanceMultipleUsers (02 §2, §7): every user the Users-list filters match whose
 * balance is negative is settled, each in its own transaction (settleOne.ts).
 *
 * Progress is a row in settlement_jobs that the renderer polls (settlementJob), not a
 * socket push: a row can be read from any node and after a reload, and the counters
 * are written as each user finishes, so a poll never shows more than has happened.
 */

/** Users settled at the same time: enough to hide round trips, few enough to leave the pool to others. */
export const SETTLE_WORKERS = 4;

/** A running job whose counters have not moved for this long belongs to a server that stopped. */
const STALE_AFTER_MS = 5 * 60_000;

export const SETTLEMENT_MESSAGES = {
  notFound: 'Settlement not found!',
} as const;

export interface SettlementJobView {
  _id: string;
  /** running, done, or interrupted (a running job whose server stopped). */
  status: SettlementStatus | 'interrupted';
  total: number;
  settled: number;
  skipped: number;
  failed: number;
  /** Held for a second signature (above the approval threshold). */
  held: number;
  /** EGP moved into the settled wallets. */
  settledAmount: number;
  createdAt: string;
  finishedAt: string | null;
}

type JobRow = typeof settlementJobs.$inferSelect;

function viewOf(row: JobRow, now: Date): SettlementJobView {
  const stale = row.status === 'running' && now.getTime() - row.updatedAt.getTime() > STALE_AFTER_MS;
  return {
    _id: row.id,
    status: stale ? 'interrupted' : row.status,
    total: row.total,
    settled: row.settled,
    skipped: row.skipped,
    failed: row.failed,
    held: row.held,
    settledAmount: toEgp(row.settledPiasters),
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

async function readJob(deps: Deps, id: string): Promise<JobRow | undefined> {
  const [row] = await deps.db.select().from(settlementJobs).where(eq(settlementJobs.id, id));
  return row;
}

export interface StartedSettlement {
  job: SettlementJobView;
  /** Ends when every user is handled; the resolver does not wait for it, tests do. */
  done: Promise<SettlementJobView>;
}

/** Starts a settlement and answers at once with its job; the users are settled in the background. */
export async function startSettlement(
  deps: Deps,
  session: SessionInfo,
  filters: string | null | undefined,
): Promise<StartedSettlement> {
  if (!canSettleNegativeBalances(session.role)) throw new ForbiddenError(SETTLE_NOT_ALLOWED);
  const now = deps.clock.now();
  const request = readListRequest(USERS_LIST, { filters }, { role: session.role, now });
  const filtered = filterCondition(request.filters, USERS_FILTER_CONDITIONS);
  const negative = lt(users.balancePiasters, 0);
  // The ids are taken once: the total the person confirmed is the total worked through, and
  // a user whose balance turns negative mid-run is not pulled in behind their back.
  const rows = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(filtered ? and(filtered, negative) : negative)
    .orderBy(asc(users.id));
  const ids = rows.map((row) => row.id);
  const [job] = await deps.db
    .insert(settlementJobs)
    .values({
      id: newId(),
      requestedById: session.user._id,
      filters: request.filters as Record<string, unknown>,
      total: ids.length,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  const done = runSettlement(deps, job!, ids, session);
  done.catch((error: unknown) => deps.log.error({ err: error, job: job!.id }, 'settlement stopped'));
  return { job: viewOf(job!, now), done };
}

async function record(deps: Deps, jobId: string, outcome: SettleOutcome | 'failed'): Promise<void> {
  const counter =
    outcome === 'failed'
      ? { failed: sql`${settlementJobs.failed} + 1` }
      : outcome.kind === 'skipped'
        ? { skipped: sql`${settlementJobs.skipped} + 1` }
        : outcome.kind === 'held'
          ? { held: sql`${settlementJobs.held} + 1` }
          : {
              settled: sql`${settlementJobs.settled} + 1`,
              settledPiasters: sql`${settlementJobs.settledPiasters} + ${outcome.piasters}`,
            };
  await deps.db
    .update(settlementJobs)
    .set({ ...counter, updatedAt: deps.clock.now() })
    .where(eq(settlementJobs.id, jobId));
}

async function runSettlement(
  deps: Deps,
  job: JobRow,
  ids: string[],
  session: SessionInfo,
): Promise<SettlementJobView> {
  let cursor = 0;
  const worker = async (): Promise<void> => {
    while (cursor < ids.length) {
      const userId = ids[cursor]!;
      cursor += 1;
      let outcome: SettleOutcome | 'failed';
      try {
        outcome = await settleOne(deps.db, { userId, session, clock: deps.clock });
      } catch (error) {
        // One user's failure is counted and the run goes on: their transaction rolled back whole.
        deps.log.warn({ err: error, job: job.id, userId }, 'settling one user failed');
        outcome = 'failed';
      }
      await record(deps, job.id, outcome);
    }
  };
  await Promise.all(Array.from({ length: Math.min(SETTLE_WORKERS, ids.length) }, worker));
  const finishedAt = deps.clock.now();
  const [finished] = await deps.db
    .update(settlementJobs)
    .set({ status: 'done', finishedAt, updatedAt: finishedAt })
    .where(eq(settlementJobs.id, job.id))
    .returning();
  return viewOf(finished!, finishedAt);
}

/** settlementJob: the progress of a settlement, for the person who started it. */
export async function settlementJob(
  deps: Deps,
  session: SessionInfo,
  id: string,
): Promise<SettlementJobView> {
  if (!canSettleNegativeBalances(session.role)) throw new ForbiddenError(SETTLE_NOT_ALLOWED);
  const row = await readJob(deps, id);
  if (!row || row.requestedById !== session.user._id) throw new UserError(SETTLEMENT_MESSAGES.notFound);
  return viewOf(row, deps.clock.now());
}
