import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import {
  DISTRIBUTIONS_EXPORT,
  neighbourhoodsOf,
  vehiclesToDistribute,
  type DistributionsExportField,
} from '@ops/shared/exports/distributionsExportFields';
import { DISTRIBUTIONS_LIST, type DistributionsFilters } from '@ops/shared/lists/distributions';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import { areas } from '../areas';
import type { Db } from '../../platform/db/client';
import { distributionConditions } from './queries';
import { distributions } from './tables';
import { filterCondition } from '../../platform/lists/listQuery';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

const d = distributions;

const selectBatch = (db: Db, where: SQL | undefined, size: number) =>
  db
    .select({
      id: d.id,
      areaName: areas.name,
      dateCreated: d.dateCreated,
      points: d.points,
      cursor: cursorText(d.dateCreated),
    })
    .from(d)
    .innerJoin(areas, eq(areas.id, d.areaId))
    .where(where)
    .orderBy(desc(d.dateCreated), desc(d.id))
    .limit(size);

type DistributionExportRow = Awaited<ReturnType<typeof selectBatch>>[number];

/** Newest created first, as the list sorts by default; the keyset is the created time. */
function distributionBatches(
  db: Db,
  filters: DistributionsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly DistributionExportRow[]> {
  const where = ids ? inArray(d.id, [...ids]) : filterCondition(filters, distributionConditions);
  return keysetBatches(
    (after, size) => selectBatch(db, and(where, olderThan(d.dateCreated, d.id, after)), size),
    (r) => ({ cursor: r.cursor, id: r.id }),
  );
}

const CELLS: Record<DistributionsExportField, FieldCell<DistributionExportRow>> = {
  areaName: { width: 20, value: (r) => r.areaName },
  dateCreated: { width: 20, value: (r) => cairoDate(r.dateCreated) },
  points: { width: 8, value: (r) => r.points.length },
  vehicles: { width: 10, value: (r) => vehiclesToDistribute(r.points) },
  neighbourhoods: { width: 36, value: (r) => neighbourhoodsOf(r.points) || null },
};

/**
 * Distributions (distribution.VIEW_PAGE and vehicles.EXPORT): area and 'Created between'
 * by DISTRIBUTIONS_LIST. The page's search is not a filter: its Export is hidden while
 * searching, as on Bills.
 */
export const distributionsExport: ExportModule<DistributionExportRow, DistributionsFilters> = {
  spec: DISTRIBUTIONS_EXPORT,
  title: DISTRIBUTIONS_EXPORT.title,
  fields: fieldsOf(DISTRIBUTIONS_EXPORT, CELLS),
  readFilters: (value, context) => parseFilterValue(DISTRIBUTIONS_LIST, value, context),
  rowSource: distributionBatches,
};
