import { checkHeatRequest, type CheckedHeatRequest, type HeatPoint } from '@ops/shared/analytics/heat';
import { HEAT_CELLS_EXPORT, type HeatCellsExportField } from '@ops/shared/exports/heatCellsExportFields';
import type { Parsed } from '@ops/shared/lists/listRequest';
import type { Db } from '../../platform/db/client';
import { rideHeatCells, type HeatCell } from './query';
import { FILTERS_NOT_VALID } from '../tasks';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

export interface HeatCellExportRow extends HeatCell {
  rank: number;
  share: number;
}

const KEYS = new Set(['startDate', 'endDate', 'point', 'hour', 'areas', 'cellSize']);
const isPoint = (value: unknown): value is HeatPoint => value === 'START' || value === 'END';

/** The page's heat request, checked by the shared heat rules (the same words the page's query gets). */
function readHeatFilters(value: Record<string, unknown>): Parsed<CheckedHeatRequest> {
  if (Object.keys(value).some((key) => !KEYS.has(key)) || !isPoint(value.point))
    return { ok: false, error: FILTERS_NOT_VALID };
  const areas = value.areas;
  if (
    areas !== undefined &&
    areas !== null &&
    !(Array.isArray(areas) && areas.every((a) => typeof a === 'string'))
  )
    return { ok: false, error: FILTERS_NOT_VALID };
  const number = (v: unknown) =>
    v === undefined || v === null ? null : typeof v === 'number' ? v : Number.NaN;
  return checkHeatRequest({
    startDate: typeof value.startDate === 'string' ? value.startDate : '',
    endDate: typeof value.endDate === 'string' ? value.endDate : '',
    point: value.point,
    hour: number(value.hour),
    areas: areas as string[] | null | undefined,
    cellSize: number(value.cellSize),
  });
}

/** One batch: the answer is bounded (HEAT_MAX_CELLS), the same cells the page shows. */
async function* heatCellBatches(
  db: Db,
  request: CheckedHeatRequest,
): AsyncGenerator<readonly HeatCellExportRow[]> {
  const map = await rideHeatCells(db, request);
  if (map.cells.length === 0) return;
  yield map.cells.map((cell, i) => ({
    ...cell,
    rank: i + 1,
    share: map.totalRides > 0 ? Math.round((cell.count / map.totalRides) * 10_000) / 100 : 0,
  }));
}

const HEAT_CELL_FIELD_CELLS: Record<HeatCellsExportField, FieldCell<HeatCellExportRow>> = {
  rank: { width: 8, value: (r) => r.rank },
  lat: { width: 20, value: (r) => r.lat },
  lng: { width: 20, value: (r) => r.lng },
  rides: { width: 10, value: (r) => r.count },
  share: { width: 18, value: (r) => r.share },
};

/** Heat data (analytics.VIEW_HEAT_DATA and analytics.EXPORT): the busiest cells of the page's request. */
export const heatCellsExport: ExportModule<HeatCellExportRow, CheckedHeatRequest> = {
  spec: HEAT_CELLS_EXPORT,
  title: HEAT_CELLS_EXPORT.title,
  fields: fieldsOf(HEAT_CELLS_EXPORT, HEAT_CELL_FIELD_CELLS),
  readFilters: (value) => readHeatFilters(value),
  // 'Export selected' has no meaning here (the table has no selection): the ids are ignored.
  rowSource: (db, filters) => heatCellBatches(db, filters),
};
