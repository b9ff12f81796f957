import { and, eq, gte, isNotNull, lte, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DateRangeValue } from '@ops/shared/lists/dateRangeFilter';
import {
  ID_VERIFICATIONS_LIST,
  type IdVerificationsFilters,
  type IdVerificationsSortField,
} from '@ops/shared/lists/idVerifications';
import { roundTo } from '@ops/shared/rules/rounding';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import {
  filterCondition,
  listPage,
  readListRequest,
  type FilterConditions,
} from '../../platform/lists/listQuery';
import { selectVerificationViews, type IdVerificationView } from './present';
import { idVerifications } from './tables';

const between = (column: AnyPgColumn, range: DateRangeValue) =>
  and(gte(column, new Date(range.startDate)), lte(column, new Date(range.endDate)));

/** The SQL of every ID verification list filter (shared/lists/idVerifications.ts reads them). */
export const ID_VERIFICATIONS_FILTER_CONDITIONS: FilterConditions<IdVerificationsFilters> = {
  status: (status) => eq(idVerifications.status, status),
  skipped: (skipped) => eq(idVerifications.skipped, skipped),
  dataCompletionStatus: (status) => eq(idVerifications.dataCompletionStatus, status),
  date: (range) => between(idVerifications.createdAt, range),
  checkDate: (range) => between(idVerifications.lastStatusAt, range),
  user: (id) => eq(idVerifications.userId, id),
  reviewer: (id) => eq(idVerifications.lastUpdatedById, id),
};

export const ID_VERIFICATIONS_SORT_COLUMNS: { [K in IdVerificationsSortField]: AnyPgColumn } = {
  createdAt: idVerifications.createdAt,
  lastStatusAt: idVerifications.lastStatusAt,
};

export interface IdVerificationsArgs {
  filters?: string | null;
  pageNumber?: number | null;
  rowsPerPage?: number | null;
  fieldName?: string | null;
  sortType?: string | null;
}

export interface IdVerificationsPage {
  verifies: IdVerificationView[];
  totalCount: number;
  totalPages: number;
}

/** getIDVerifications (02 §7): one page of the list (users.VIEW_VERIFICATION, checked by the gate). */
export async function getIdVerifications(
  deps: Deps,
  session: SessionInfo,
  args: IdVerificationsArgs,
): Promise<IdVerificationsPage> {
  const page = await listPage(
    deps.db,
    ID_VERIFICATIONS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: ID_VERIFICATIONS_FILTER_CONDITIONS,
      sortColumns: ID_VERIFICATIONS_SORT_COLUMNS,
      tieBreaker: idVerifications.id,
      table: idVerifications,
      rows: (request) => selectVerificationViews(deps.db, request),
    },
  );
  return { verifies: page.rows, totalCount: page.total, totalPages: page.totalPages };
}

/**
 * getIDVerificationsAverageTime (02 §5): creation-to-last-status time / 60000, averaged
 * over the verifications the filters match that have been decided (a skip keeps a record
 * pending and sets no status time), 2 decimals; none gives 0.
 */
export async function getIdVerificationsAverageTime(
  deps: Deps,
  session: SessionInfo,
  args: { filters?: string | null },
): Promise<number> {
  const request = readListRequest(
    ID_VERIFICATIONS_LIST,
    { filters: args.filters },
    { role: session.role, now: deps.clock.now() },
  );
  const where = and(
    filterCondition(request.filters, ID_VERIFICATIONS_FILTER_CONDITIONS),
    isNotNull(idVerifications.lastStatusAt),
    sql`${idVerifications.status} <> 'pending'`,
  );
  const [row] = await deps.db
    .select({
      ms: sql<
        string | null
      >`avg(extract(epoch from (${idVerifications.lastStatusAt} - ${idVerifications.createdAt})) * 1000)`,
    })
    .from(idVerifications)
    .where(where);
  const ms = row?.ms === null || row?.ms === undefined ? 0 : Number(row.ms);
  return roundTo(ms / 60_000);
}
