import {
  TOP_RIDERS_EXPORT,
  TOP_RIDERS_LIST,
  type TopRidersExportField,
  type TopRidersFilters,
} from '@ops/shared/exports/riderListsExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { TOP_RIDERS_MAX_LIMIT } from '@ops/shared/rules/lastMonth';
import type { Db } from '../../platform/db/client';
import { systemClock } from '../../platform/deps';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';
import { topRidersLastMonth, type TopRider } from './topRiders';

/**
 * The page's own ranking (topRidersLastMonth, its default length), one batch of at most 20.
 * A selection drops the area (POST /export reads no filters with ids), so it is picked from
 * the whole month's ranking at its longest, where every rider of the page's default view stands.
 */
async function* topRiderBatches(
  db: Db,
  filters: TopRidersFilters,
  ids: readonly string[] | null,
): AsyncGenerator<readonly TopRider[]> {
  const deps = { db, clock: systemClock };
  const month = ids
    ? await topRidersLastMonth(deps, { limit: TOP_RIDERS_MAX_LIMIT })
    : await topRidersLastMonth(deps, { areaId: filters.area });
  const riders = ids ? month.riders.filter((rider) => ids.includes(rider._id)) : month.riders;
  if (riders.length > 0) yield riders;
}

const TOP_RIDER_CELLS: Record<TopRidersExportField, FieldCell<TopRider>> = {
  rank: { width: 5, value: (r) => r.rank },
  name: { width: 22, value: (r) => r.name || r._id },
  phone: { width: 16, value: (r) => r.phoneNumber },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  rides: { width: 8, value: (r) => r.ridesCount },
  minutes: { width: 9, value: (r) => r.minutes },
  spent: { width: 12, value: (r) => r.spent },
};

/** Top Riders By Area (users.VIEW_PAGE and users.EXPORT): last month's ranking, of one area or all. */
export const topRidersExport: ExportModule<TopRider, TopRidersFilters> = {
  spec: TOP_RIDERS_EXPORT,
  title: TOP_RIDERS_EXPORT.title,
  fields: fieldsOf(TOP_RIDERS_EXPORT, TOP_RIDER_CELLS),
  readFilters: (value, context) => parseFilterValue(TOP_RIDERS_LIST, value, context),
  rowSource: topRiderBatches,
};
