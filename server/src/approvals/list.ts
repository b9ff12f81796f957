import { and, desc, eq, gt, lte, type SQL } from 'drizzle-orm';
import type { MoneyApprovalStatus } from '@ops/shared/rules/moneyApprovals';
import { canEditBalance, type Person } from '@ops/shared/rules/permissions/editRules';
import { parseRowsPerPage } from '@ops/shared/rules/limits';
import type { Deps } from '../app/deps';
import type { SessionInfo } from '../auth/sessionTypes';
import { UserError } from '../graphql/errors';
import { actorOf } from '../users/people';
import { approvalViews, peopleByIds, refusalFor, type MoneyApprovalView } from './present';
import { moneyApprovals, type MoneyApprovalRow } from './tables';

/**
 * How many of the newest requests a list or count reads before the per-row rule. Held
 * requests are rare (only edits above a threshold); the bound keeps a forgotten backlog
 * from making the top bar's poll slow. A page past it says so by its count.
 */
const SCAN_LIMIT = 2000;
const DEFAULT_ROWS = 20;

export const APPROVAL_STATUS_FILTERS = ['PENDING', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;

function statusCondition(status: MoneyApprovalStatus | null | undefined, now: Date): SQL | undefined {
  switch (status) {
    case 'PENDING':
      return and(eq(moneyApprovals.status, 'PENDING'), gt(moneyApprovals.expiresAt, now));
    case 'EXPIRED':
      return and(eq(moneyApprovals.status, 'PENDING'), lte(moneyApprovals.expiresAt, now));
    case 'APPROVED':
    case 'REJECTED':
      return eq(moneyApprovals.status, status);
    default:
      return undefined;
  }
}

async function candidates(deps: Deps, status: MoneyApprovalStatus | null | undefined, now: Date): Promise<MoneyApprovalRow[]> {
  return deps.db
    .select()
    .from(moneyApprovals)
    .where(statusCondition(status, now))
    .orderBy(desc(moneyApprovals.requestedAt), desc(moneyApprovals.id))
    .limit(SCAN_LIMIT);
}

/** A request is visible to its requester, its decider, and whoever may edit the target's balance (not the target). */
function visibleTo(viewer: Person, request: MoneyApprovalRow, target: Person | undefined): boolean {
  if (request.requestedBy === viewer._id || request.decidedBy === viewer._id) return true;
  return request.targetUserId !== viewer._id && !!target && canEditBalance(viewer, target);
}

export interface MoneyApprovalsPage {
  approvals: MoneyApprovalView[];
  count: number;
  numberOfPages: number;
}

/** The 'Pending approvals' page: newest first, filtered by status (EXPIRED is PENDING past its 24 h). */
export async function getMoneyApprovals(
  deps: Deps,
  session: SessionInfo,
  input: { status?: string | null; pageNumber?: number | null; rowsPerPage?: number | null },
): Promise<MoneyApprovalsPage> {
  const status = input.status ?? null;
  if (status !== null && !(APPROVAL_STATUS_FILTERS as readonly string[]).includes(status)) throw new UserError(`Unknown status: ${status}`);
  const rows = parseRowsPerPage(input.rowsPerPage, DEFAULT_ROWS);
  if (!rows.ok) throw new UserError(rows.error);
  const page = input.pageNumber ?? 1;
  if (!Number.isInteger(page) || page < 1) throw new UserError('Page number must be 1 or more.');
  const now = deps.clock.now();
  const viewer = actorOf(session);
  const all = await candidates(deps, status as MoneyApprovalStatus | null, now);
  const people = await peopleByIds(deps.db, all.map((r) => r.targetUserId));
  const visible = all.filter((r) => visibleTo(viewer, r, people.get(r.targetUserId)?.person));
  const slice = visible.slice((page - 1) * rows.rows, page * rows.rows);
  return { approvals: await approvalViews(deps.db, viewer, slice, now), count: visible.length, numberOfPages: Math.ceil(visible.length / rows.rows) };
}

/** The top bar's badge: open requests the signed-in user may approve now. */
export async function pendingMoneyApprovalsCount(deps: Deps, session: SessionInfo): Promise<number> {
  const now = deps.clock.now();
  const open = await candidates(deps, 'PENDING', now);
  const people = await peopleByIds(deps.db, open.flatMap((r) => [r.targetUserId, r.requestedBy]));
  const viewer = actorOf(session);
  return open.filter((r) => refusalFor(viewer, r, people, now) === null).length;
}
