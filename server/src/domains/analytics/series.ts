import { bucketLabels, bucketOf, type TimeUnit } from '@ops/shared/analytics/buckets';
import { roundTo } from '@ops/shared/rules/rounding';

/** One figure of one area on one Cairo day, as read from an aggregate table or a raw query. */
export interface DayAreaValue {
  /** 'YYYY-MM-DD', Cairo calendar day. */
  day: string;
  areaId: string;
  areaName: string;
  value: number;
}

export interface AnalyticsSeries {
  xAxisLabels: string[];
  areasData: { id: string; name: string; labels: number[] }[];
  totalData: number[];
  /** Figures kept by the aggregate job: the time they are true at (ISO). Absent (null on the wire) for figures read at request time. */
  refreshedAt?: string | null;
}

/**
 * Folds day × area values into the 02 §3 series for [startDay, endDay]: every bucket labelled
 * (zeros where nothing happened), areas in name order, totals summed per label, two decimals.
 */
export function seriesFromDays(
  rows: readonly DayAreaValue[],
  startDay: string,
  endDay: string,
  unit: TimeUnit,
): AnalyticsSeries {
  const xAxisLabels = bucketLabels(startDay, endDay, unit);
  const index = new Map(xAxisLabels.map((label, i) => [label, i]));
  const areas = new Map<string, { id: string; name: string; labels: number[] }>();
  const totalData = xAxisLabels.map(() => 0);
  for (const row of rows) {
    const at = index.get(bucketOf(row.day, unit));
    if (at === undefined) continue;
    let area = areas.get(row.areaId);
    if (!area) {
      area = { id: row.areaId, name: row.areaName, labels: xAxisLabels.map(() => 0) };
      areas.set(row.areaId, area);
    }
    area.labels[at]! += row.value;
    totalData[at]! += row.value;
  }
  const areasData = [...areas.values()].sort((a, b) => a.name.localeCompare(b.name));
  for (const area of areasData) area.labels = area.labels.map((v) => roundTo(v));
  return { xAxisLabels, areasData, totalData: totalData.map((v) => roundTo(v)) };
}
