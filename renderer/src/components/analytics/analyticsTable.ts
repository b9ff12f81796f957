import type { Series } from '@ops/shared/analytics/selection';
import { average, total } from '@ops/shared/rules/analytics';

/** One row of the table under the chart: a bucket, each area's value, and the total. */
export interface AnalyticsTableRow {
  /** The bucket label (the row key, and what the label column sorts by). */
  label: string;
  /** By area id. */
  values: Record<string, number>;
  total: number;
}

/**
 * What the footer adds up: 'sum' for flows (rides, revenue), 'average' for levels (vehicles on
 * the street, a ratio), where a sum over days means nothing. 'both' shows the two rows.
 */
export type TableSummary = 'sum' | 'average' | 'both';

export function tableRows(series: Series): AnalyticsTableRow[] {
  return series.xAxisLabels.map((label, i) => ({
    label,
    values: Object.fromEntries(series.areasData.map((area) => [area.id, area.labels[i] ?? 0])),
    total: series.totalData[i] ?? 0,
  }));
}

export interface SummaryRow {
  key: 'sum' | 'average';
  title: string;
  values: Record<string, number>;
  total: number;
}

/** The footer rows: per column, the sum or the mean over the buckets (shared/rules/analytics). */
export function summaryRows(series: Series, mode: TableSummary): SummaryRow[] {
  const rows: SummaryRow[] = [];
  const of = (key: SummaryRow['key'], title: string, fold: (values: readonly number[]) => number) =>
    rows.push({
      key,
      title,
      values: Object.fromEntries(series.areasData.map((area) => [area.id, fold(area.labels)])),
      total: fold(series.totalData),
    });
  if (mode !== 'average') of('sum', 'Total', total);
  if (mode !== 'sum') of('average', 'Average', average);
  return rows;
}

/** Nothing to draw: no area has a figure other than 0 in the range. */
export function isEmptySeries(series: Series): boolean {
  return (
    series.xAxisLabels.length === 0 ||
    (series.totalData.every((v) => v === 0) &&
      series.areasData.every((area) => area.labels.every((v) => v === 0)))
  );
}
