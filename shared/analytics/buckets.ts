/**
 * Analytics buckets (03 §9: default data resolution day; time units DAYS and MONTH, plus WEEKS).
 * A bucket is named by its first Cairo calendar day ('YYYY-MM-DD') or, for months, 'YYYY-MM'.
 * Shared by the server (labels of a series) and the renderer (axis and table labels).
 */
export const SERIES_TIME_UNITS = ['DAYS', 'WEEKS', 'MONTH'] as const;
export type TimeUnit = (typeof SERIES_TIME_UNITS)[number];

export const DEFAULT_TIME_UNIT: TimeUnit = 'DAYS';

const DAY_MS = 86_400_000;

function parseDay(day: string): number {
  const [y, m, d] = day.split('-').map(Number);
  return Date.UTC(y!, m! - 1, d!);
}

function formatDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** The label of the bucket holding `day` ('YYYY-MM-DD'). */
export function bucketOf(day: string, unit: TimeUnit): string {
  if (unit === 'MONTH') return day.slice(0, 7);
  if (unit === 'DAYS') return day;
  const ms = parseDay(day);
  const weekday = (new Date(ms).getUTCDay() + 6) % 7; // Monday 0
  return formatDay(ms - weekday * DAY_MS);
}

/** Every bucket label from `startDay` to `endDay` inclusive, in order; empty when start > end. */
export function bucketLabels(startDay: string, endDay: string, unit: TimeUnit): string[] {
  const labels: string[] = [];
  const end = parseDay(endDay);
  for (let ms = parseDay(startDay); ms <= end; ms += DAY_MS) {
    const label = bucketOf(formatDay(ms), unit);
    if (labels[labels.length - 1] !== label) labels.push(label);
  }
  return labels;
}

/** The Cairo calendar day ('YYYY-MM-DD') of an instant. */
export function cairoDay(instant: Date): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Africa/Cairo',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
