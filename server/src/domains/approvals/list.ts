import { and, count, gte, lte, eq } from 'drizzle-orm';
import {
  DEFAULT_APPROVAL_LIST_STATUS,
  MONEY_APPROVALS_LIST,
  type MoneyApprovalsFilters,
} from '@ops/shared/lists/moneyApprovals';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import { mayApproveMoney } from '@ops/shared/rules/moneyApprovals';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { ForbiddenError } from '../../platform/errors';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { actorOf } from '../users';
import { approvalViews, type MoneyApprovalView } from './present';
import { moneyApprovals } from './tables';
import { approvableBy, statusIs, visibleTo } from './visibility';

export interface MoneyApprovalsPage {
  approvals: MoneyApprovalView[];
  count: number;
  numberOfPages: number;
}

/**
 * The page and the badge are for those who may approve (mayApproveMoney, the route's gate
 * in the renderer); the schema's @signedIn lets the service say no in the same words as
 * a gate would.
 */
function requireApprover(session: SessionInfo): void {
  if (!mayApproveMoney(session.role)) throw new ForbiddenError();
}

/** The list's filters as SQL; `now` decides PENDING from EXPIRED. The export applies the same. */
export function conditions(now: Date): FilterConditions<MoneyApprovalsFilters> {
  return {
    status: (status) => (status === 'ALL' ? undefined : statusIs(status, now)),
    requestedBy: (id) => eq(moneyApprovals.requestedBy, id),
    requestedAt: (range) =>
      and(
        gte(moneyApprovals.requestedAt, new Date(range.startDate)),
        lte(moneyApprovals.requestedAt, new Date(range.endDate)),
      ),
  };
}

/**
 * The 'Pending approvals' page on the list kit: the visibility rule, the filters, the
 * sort and the page are one SQL query (and one count); only the page's rows are presented.
 */
export async function getMoneyApprovals(
  deps: Deps,
  session: SessionInfo,
  input: ListRequestInput,
): Promise<MoneyApprovalsPage> {
  requireApprover(session);
  const now = deps.clock.now();
  const viewer = actorOf(session);
  const filters = readFilters(input.filters);
  const page = await listPage(
    deps.db,
    MONEY_APPROVALS_LIST,
    { ...input, filters },
    { role: session.role, now },
    {
      conditions: conditions(now),
      sortColumns: {
        requestedAt: moneyApprovals.requestedAt,
        expiresAt: moneyApprovals.expiresAt,
        amount: moneyApprovals.amountPiasters,
      },
      tieBreaker: moneyApprovals.id,
      table: moneyApprovals,
      scope: visibleTo(viewer),
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(moneyApprovals)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    approvals: await approvalViews(deps.db, viewer, page.rows, now),
    count: page.total,
    numberOfPages: page.totalPages,
  };
}

/** No status in the request is the page's first view, PENDING (shared/lists/moneyApprovals.ts). */
function readFilters(text: string | null | undefined): string {
  let value: unknown = {};
  if (text) {
    try {
      value = JSON.parse(text);
    } catch {
      // Left as it is: the list helper refuses it in its own words.
      return text;
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return text ?? '{}';
  return JSON.stringify(withDefaultStatus(value as Record<string, unknown>));
}

/** The filters with the page's first view, PENDING, when they name no status; the export reads them so too. */
export function withDefaultStatus(filters: Record<string, unknown>): Record<string, unknown> {
  return filters.status === undefined || filters.status === null || filters.status === ''
    ? { ...filters, status: DEFAULT_APPROVAL_LIST_STATUS }
    : filters;
}

/** The top bar's badge: open requests the signed-in user may approve now, counted in SQL. */
export async function pendingMoneyApprovalsCount(deps: Deps, session: SessionInfo): Promise<number> {
  requireApprover(session);
  const [row] = await deps.db
    .select({ n: count() })
    .from(moneyApprovals)
    .where(approvableBy(actorOf(session), deps.clock.now()));
  return Number(row?.n ?? 0);
}
