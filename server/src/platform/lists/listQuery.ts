import { and, asc, count, desc, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import {
  parseListRequest,
  totalPages,
  type ListDefinition,
  type ListRequest,
  type ListRequestInput,
} from '@ops/shared/lists/listRequest';
import type { Db } from '../db/client';
import { UserError } from '../errors';

/** The refusal of filters a list (or its export) cannot read. */
export const FILTERS_NOT_VALID = 'Filters are not valid';

/**
 * The one way a list operation reads its request and pages its rows (issue 7 §1): the
 * request is read by the list's definition in shared/lists (the same one the filter panel
 * uses), every filter key has exactly one SQL condition, sorting is by a whitelisted column
 * with the primary key as tie-breaker (so pages never repeat or skip a row), and the
 * total is counted with the same condition.
 */

/** One condition per filter key; the mapped type makes a key without one a compile error. */
export type FilterConditions<F> = { [K in keyof F]-?: (value: NonNullable<F[K]>) => SQL | undefined };

export interface ListQuery<F extends object, S extends string, Row> {
  conditions: FilterConditions<F>;
  /** A column (or expression) per sort field the definition offers. */
  sortColumns: { [K in S]: AnyPgColumn | SQL };
  /** A unique column, so equal sort values still page in one fixed order. */
  tieBreaker: AnyPgColumn;
  /** The table counted for the total (joins that do not multiply rows belong in `rows`). */
  table: PgTable;
  /** Conditions every request gets (a scope the caller imposes, not the person). */
  scope?: SQL;
  rows: (page: { where: SQL | undefined; orderBy: SQL[]; limit: number; offset: number }) => Promise<Row[]>;
}

export interface ListPage<Row> {
  rows: Row[];
  total: number;
  totalPages: number;
}

export interface ListContext {
  role?: RoleLike | null;
  now: Date;
}

/** The request read, or a UserError with the reason in words (nothing is queried). */
export function readListRequest<F extends object, S extends string>(
  definition: ListDefinition<F, S>,
  input: ListRequestInput,
  context: ListContext,
): ListRequest<F, S> {
  const parsed = parseListRequest(definition, input, context);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.value;
}

export function filterCondition<F extends object>(
  filters: F,
  conditions: FilterConditions<F>,
): SQL | undefined {
  const parts: SQL[] = [];
  for (const key of Object.keys(filters) as Array<keyof F>) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    const build = conditions[key];
    // The schema refuses unknown keys; this guards a schema and a condition map drifting apart.
    if (!build) throw new UserError(`Unknown filter: ${String(key)}`);
    const condition = build(value as NonNullable<F[keyof F]>);
    if (condition) parts.push(condition);
  }
  return parts.length ? and(...parts) : undefined;
}

export function sortOrder<S extends string>(
  request: Pick<ListRequest<object, S>, 'sort'>,
  sortColumns: { [K in S]: AnyPgColumn | SQL },
  tieBreaker: AnyPgColumn,
): SQL[] {
  const direction = request.sort.sortType === 'asc' ? asc : desc;
  const column: SQLWrapper = sortColumns[request.sort.fieldName];
  return [direction(column), direction(tieBreaker)];
}

/** One page of rows and the total that matches. */
export async function runListQuery<F extends object, S extends string, Row>(
  db: Db,
  request: ListRequest<F, S>,
  query: ListQuery<F, S, Row>,
): Promise<ListPage<Row>> {
  const filtered = filterCondition(request.filters, query.conditions);
  const where = query.scope && filtered ? and(query.scope, filtered) : (query.scope ?? filtered);
  const [rows, [counted]] = await Promise.all([
    query.rows({
      where,
      orderBy: sortOrder(request, query.sortColumns, query.tieBreaker),
      limit: request.rowsPerPage,
      offset: (request.pageNumber - 1) * request.rowsPerPage,
    }),
    db.select({ n: count() }).from(query.table).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return { rows, total, totalPages: totalPages(total, request.rowsPerPage) };
}

/** Read and run in one call: what a list service usually wants. */
export async function listPage<F extends object, S extends string, Row>(
  db: Db,
  definition: ListDefinition<F, S>,
  input: ListRequestInput,
  context: ListContext,
  query: ListQuery<F, S, Row>,
): Promise<ListPage<Row>> {
  return runListQuery(db, readListRequest(definition, input, context), query);
}
