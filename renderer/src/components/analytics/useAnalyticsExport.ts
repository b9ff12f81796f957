import { useCallback, useMemo } from 'react';
import { ANALYTICS_EXPORT, ANALYTICS_EXPORT_FIELDS } from '@ops/shared/exports/analyticsExportFields';
import { useExport } from '../export/useExport';
import type { AnalyticsState } from './useAnalyticsState';

/** Which registered series the page's Export writes (server/src/domains/analytics/exportable.ts), and its own arguments. */
export interface AnalyticsExportTarget {
  series: string;
  /** Arguments beyond startDate, endDate and type (a status, a breakdown). */
  args?: Record<string, unknown>;
}

const ALL_FIELDS = ANALYTICS_EXPORT_FIELDS.map((field) => field.key);
const localDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date!);
};

/**
 * The page's Export (02 §5: analytics export has no 95-day limit): the table as it stands (range,
 * resolution, areas) straight to POST /export, no field dialog, through the list kit's exporter
 * (desktop save or browser download, the floating indicator, the failure notice).
 */
export function useAnalyticsExport(analytics: AnalyticsState, title: string) {
  // The saved file's name: the page's title, as the server names its sheet after the series.
  const spec = useMemo(() => ({ ...ANALYTICS_EXPORT, title }), [title]);
  const exporter = useExport(spec);
  const { run } = exporter;
  const { from, to, unit, areas } = analytics;
  const start = useCallback(
    (target: AnalyticsExportTarget) =>
      void run(
        { series: target.series, type: unit, ...(areas.length ? { areas } : {}), ...target.args },
        { fields: ALL_FIELDS, days: { start: localDay(from), end: localDay(to) } },
      ),
    [run, from, to, unit, areas],
  );
  return { exporter, start };
}
