import { and, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import { DISTRIBUTIONS_LIST, type DistributionsFilters } from '@ops/shared/lists/distributions';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { areas } from '../areas';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { distributions, type DistributionPoint } from './tables';

export interface DistributionView {
  _id: string;
  areaName: string;
  dateCreated: string;
  coordinatesWithDistribution: DistributionPoint[];
}

export function presentDistribution(row: {
  id: string;
  areaName: string;
  dateCreated: Date;
  points: DistributionPoint[];
}): DistributionView {
  return {
    _id: row.id,
    areaName: row.areaName,
    dateCreated: row.dateCreated.toISOString(),
    coordinatesWithDistribution: row.points,
  };
}

/** A search matches any point's name or neighbourhood, any case, LIKE's wildcards taken literally. */
function searchCondition(searchTerm: string | null | undefined) {
  const term = searchTerm?.trim().toLowerCase();
  if (!term) return undefined;
  const pattern = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`EXISTS (SELECT 1 FROM jsonb_array_elements(${distributions.points}) p
    WHERE lower(p->>'pointName') LIKE ${pattern} OR lower(p->>'neighborhood') LIKE ${pattern})`;
}

/** The list's filters as conditions, for the list and its export alike (the search is not a filter). */
export const distributionConditions: FilterConditions<DistributionsFilters> = {
  area: (ids) => inArray(distributions.areaId, ids),
  dateCreated: (range) =>
    and(
      gte(distributions.dateCreated, new Date(range.startDate)),
      lte(distributions.dateCreated, new Date(range.endDate)),
    ),
};

/** distributions(pageNumber, rowsPerPage, filters, searchTerm) -> with totalRows, totalPages (03 §7). */
export async function listDistributions(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput & { searchTerm?: string | null },
): Promise<{ distributions: DistributionView[]; totalRows: number; totalPages: number }> {
  const page = await listPage(
    deps.db,
    DISTRIBUTIONS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: distributionConditions,
      sortColumns: { dateCreated: distributions.dateCreated },
      tieBreaker: distributions.id,
      table: distributions,
      scope: searchCondition(args.searchTerm),
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select({
            id: distributions.id,
            areaName: areas.name,
            dateCreated: distributions.dateCreated,
            points: distributions.points,
          })
          .from(distributions)
          .innerJoin(areas, eq(areas.id, distributions.areaId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    distributions: page.rows.map(presentDistribution),
    totalRows: page.total,
    totalPages: page.totalPages,
  };
}
