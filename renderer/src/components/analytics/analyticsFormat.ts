import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { CURRENCY_LABEL } from '@ops/shared/rules/money';
import { fmtMoney } from '../../lib/format';

/** How a figure is written: a count, money in EGP (as the app writes it, '12.50 L.E'), a percentage or a ratio. */
export type ValueFormat = 'count' | 'money' | 'percent' | 'ratio';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const numbers = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

const parts = (label: string) => label.split('-').map(Number) as [number, number, number?];

/**
 * A bucket label of the contract ('YYYY-MM-DD' for days and weeks, 'YYYY-MM' for months) as the
 * table writes it: MM/DD/YYYY (03 §9), 'Week of MM/DD/YYYY', 'Nov 2026'.
 */
export function bucketText(label: string, unit: TimeUnit): string {
  const [year, month, day] = parts(label);
  if (unit === 'MONTH' || day === undefined) return `${MONTHS[month - 1]} ${year}`;
  const date = `${String(month).padStart(2, '0')}/${String(day).padStart(2, '0')}/${year}`;
  return unit === 'WEEKS' ? `Week of ${date}` : date;
}

/** The same label on a chart's axis, short: 'Nov 2', 'Nov 2' (the week's Monday), "Nov '26". */
export function axisText(label: string, unit: TimeUnit): string {
  const [year, month, day] = parts(label);
  if (unit === 'MONTH' || day === undefined) return `${MONTHS[month - 1]} '${String(year).slice(2)}`;
  return `${MONTHS[month - 1]} ${day}`;
}

/** A figure in full: tables, tooltips and cards. */
export function formatValue(value: number, format: ValueFormat): string {
  if (!Number.isFinite(value)) return '-';
  if (format === 'money') return fmtMoney(value);
  if (format === 'percent') return `${numbers.format(value)} %`;
  return numbers.format(value);
}

/** A figure on an axis tick: short ('12.5K', '3K L.E'). */
export function formatAxisValue(value: number, format: ValueFormat): string {
  const text = Math.abs(value) >= 10_000 ? compact.format(value) : numbers.format(value);
  if (format === 'money') return `${text} ${CURRENCY_LABEL}`;
  if (format === 'percent') return `${text} %`;
  return text;
}

/** 'day', 'week' or 'month': for "… a day on average". */
export const unitWord = (unit: TimeUnit): string => ({ DAYS: 'day', WEEKS: 'week', MONTH: 'month' })[unit];
