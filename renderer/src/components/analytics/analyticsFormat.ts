import type { TimeUnit } from '@ops/shared/analytics/buckets';
import { i18n } from '../../i18n/i18n';
import {
  fmtMoney,
  formatDay,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatSettings,
  formatShortDay,
  formatShortMonthYear,
  withCurrency,
} from '../../lib/format';

/** How a figure is written: a count, money in EGP (as the app writes it, '12.50 L.E'), a percentage or a ratio. */
export type ValueFormat = 'count' | 'money' | 'percent' | 'ratio';

const isMonth = (label: string, unit: TimeUnit) => unit === 'MONTH' || label.split('-').length < 3;
/** A text of the catalogue in the language the format module writes (charts format outside React). */
const text = (key: string, values: Record<string, string> = {}) =>
  i18n.t(key, { lng: formatSettings().language, ...values });

/**
 * A bucket label of the contract ('YYYY-MM-DD' for days and weeks, 'YYYY-MM' for months) as the
 * table and tooltips write it: MM/DD/YYYY (03 §9), 'Week of MM/DD/YYYY', 'Nov 2026'; Arabic
 * day first, its month names, the user's digits (lib/format.ts).
 */
export function bucketText(label: string, unit: TimeUnit): string {
  if (isMonth(label, unit)) return formatMonthYear(label);
  const date = formatDay(label);
  return unit === 'WEEKS' ? text('analytics.weekOf', { date }) : date;
}

/** The same label on a chart's axis, short: 'Nov 2', 'Nov 2' (the week's Monday), "Nov '26". */
export function axisText(label: string, unit: TimeUnit): string {
  return isMonth(label, unit) ? formatShortMonthYear(label) : formatShortDay(label);
}

/** A figure in full: tables, tooltips and cards. */
export function formatValue(value: number, format: ValueFormat): string {
  if (!Number.isFinite(value)) return '-';
  if (format === 'money') return fmtMoney(value);
  if (format === 'percent') return percent(value, formatNumber(value));
  return formatNumber(value);
}

/** English keeps the pages' '12.5 %'; Arabic takes Intl's percent ('١٢٫٥٪', never '%12.5'). */
const percent = (value: number, english: string) =>
  formatSettings().language === 'ar' ? formatPercent(value) : `${english} %`;

/** A figure on an axis tick: short ('12.5K', '3K L.E'). */
export function formatAxisValue(value: number, format: ValueFormat): string {
  const short = formatNumber(value, { compact: Math.abs(value) >= 10_000 });
  if (format === 'money') return withCurrency(short);
  if (format === 'percent') return percent(value, short);
  return short;
}
