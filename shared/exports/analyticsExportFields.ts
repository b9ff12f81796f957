import type { ExportModuleSpec } from './exportModule';

/**
 * Analytics export (issue 11 §1, §7; 02 §5 "The date limit does not apply to ... analytics
 * export"). One module for every exportable series: `filters` name the series and carry its
 * arguments, flat (`{ series, startDate, endDate, type, areas?, ...the series' own }`), and the
 * sheet is the table under the chart: the label column, one column per area, and Total.
 * `areas` is the page's area choice; the Total then sums those areas only (02 §4).
 */
export const ANALYTICS_EXPORT_FIELDS = [
  { key: 'label', label: 'Date' },
  { key: 'areas', label: 'Areas' },
  { key: 'total', label: 'Total' },
] as const;

export type AnalyticsExportField = (typeof ANALYTICS_EXPORT_FIELDS)[number]['key'];

/** What an analytics page puts in the export's filters. */
export interface AnalyticsExportFilters {
  series: string;
  startDate: string;
  endDate: string;
  type: string;
  areas?: string[];
  [arg: string]: unknown;
}

/**
 * No module-wide permission: each series is gated by its own query's gate, checked by the server
 * for the named series (server/src/domains/analytics/exportable.ts); the page that shows the series is
 * behind the same gate.
 */
export const ANALYTICS_EXPORT: ExportModuleSpec<AnalyticsExportField> = {
  module: 'analytics',
  title: 'Analytics',
  permissions: [],
  fields: ANALYTICS_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Dates',
  // The page's range is Cairo days; sent as the start and end of those days, read back as the same days.
  timeZone: 'Africa/Cairo',
};
