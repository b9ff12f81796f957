import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Heat Data table's columns (/app/heat/data): the busiest cells of the answer, busiest first. */
export const HEAT_CELLS_EXPORT_FIELDS = [
  { key: 'rank', label: 'Rank' },
  { key: 'lat', label: 'Cell Centre Latitude' },
  { key: 'lng', label: 'Cell Centre Longitude' },
  { key: 'rides', label: 'Rides' },
  { key: 'share', label: 'Share of Rides (%)' },
] as const;

export type HeatCellsExportField = (typeof HEAT_CELLS_EXPORT_FIELDS)[number]['key'];

/**
 * The heat data export: the page's request (startDate, endDate, point, hour, areas,
 * cellSize) as its filters, the range at their top level. An analytics export, so the
 * 95-day rule does not apply (02 §5; rules/exportRules.ts); the heat request's own limit
 * (366 days) does, and the answer is at most 4,000 cells.
 */
export const HEAT_CELLS_EXPORT: ExportModuleSpec<HeatCellsExportField> = {
  module: 'heatCells',
  title: 'Heat Data',
  permissions: [gate('analytics.VIEW_HEAT_DATA'), gate('analytics.EXPORT')],
  fields: HEAT_CELLS_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Rides between',
};
