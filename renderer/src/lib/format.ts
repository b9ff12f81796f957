import dayjs, { type Dayjs } from 'dayjs';
import {
  DEFAULT_DIGITS,
  DEFAULT_HOUR_CYCLE,
  DEFAULT_LANGUAGE,
  type Digits,
  type HourCycle,
  type Language,
} from '@ops/shared/rules/locale';
import { CURRENCY_LABEL, formatAmount, formatEgp } from '@ops/shared/rules/money';
import { durationParts } from '@ops/shared/rules/durationText';
import { i18n } from '../i18n/i18n';

/**
 * THE format module of the renderer (issue 28 item 2): every date, time, amount, count and
 * duration on screen is written here. All dates are shown in the operator's time zone
 * (Africa/Cairo, with its daylight saving), whatever the computer's zone.
 * English keeps the spec's formats word for word: the workspace's 'lll' (01 §9, "Sep 4, 2026
 * 8:02 PM"), MM/dd/yyyy elsewhere (03 §9), money '1,234.50 L.E' (02 §1, 03 §9). Arabic reads
 * day-month-year and '١٬٢٣٤٫٥٠ ج.م', in Western or Arabic-Indic digits as the user chose.
 */

export interface FormatSettings {
  language: Language;
  digits: Digits;
  hourCycle: HourCycle;
}

export const CAIRO_TIME_ZONE = 'Africa/Cairo';

let settings: FormatSettings = {
  language: DEFAULT_LANGUAGE,
  digits: DEFAULT_DIGITS,
  hourCycle: DEFAULT_HOUR_CYCLE,
};

/** Set by the locale controller when the user's preferences are known or changed. */
export function setFormatSettings(next: FormatSettings): void {
  settings = next;
}
export const formatSettings = (): FormatSettings => settings;

/** English digits stay Western (the spec's texts); Arabic takes the user's digits. */
const intlLocale = (s: FormatSettings): string => (s.language === 'ar' ? `ar-EG-u-nu-${s.digits}` : 'en-US');

const formatters = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat>(key: string, make: () => T): T {
  let formatter = formatters.get(key) as T | undefined;
  if (!formatter) formatters.set(key, (formatter = make()));
  return formatter;
}

const cairoParts = cached(
  'cairo-parts',
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: CAIRO_TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    }),
);

/**
 * The Cairo wall-clock time of an instant, as a dayjs in the computer's zone holding those
 * numbers: only for writing it out with dayjs's English patterns (never for arithmetic).
 */
function cairoWallClock(date: Date): dayjs.Dayjs {
  const part = Object.fromEntries(cairoParts.formatToParts(date).map((p) => [p.type, Number(p.value)]));
  return dayjs(new Date(part.year!, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!));
}

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

const arabicDate = (date: Date, s: FormatSettings): string => {
  const parts = cached(
    `d:${intlLocale(s)}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(s), {
        timeZone: CAIRO_TIME_ZONE,
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
      }),
  ).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('day')}/${part('month')}/${part('year')}`;
};
const arabicTime = (date: Date, s: FormatSettings): string =>
  cached(
    `t:${intlLocale(s)}:${s.hourCycle}`,
    () =>
      new Intl.DateTimeFormat(intlLocale(s), {
        timeZone: CAIRO_TIME_ZONE,
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: s.hourCycle,
      }),
  ).format(date);

const englishTime = (s: FormatSettings): string => (s.hourCycle === 'h12' ? 'hh:mm A' : 'HH:mm');

/** 01 §9: the workspace's dates in the 'lll' style ('Sep 4, 2026 8:02 PM'); '-' for none. */
export function fmtDate(value: string | Date | null | undefined): string {
  const date = parse(value);
  if (!date) return '-';
  if (settings.language === 'ar') {
    const s = settings;
    return cached(
      `lll:${intlLocale(s)}:${s.hourCycle}`,
      () =>
        new Intl.DateTimeFormat(intlLocale(s), {
          timeZone: CAIRO_TIME_ZONE,
          day: 'numeric',
          month: 'short',
          year: 'numeric',
          hour: 'numeric',
          minute: '2-digit',
          hourCycle: s.hourCycle,
        }),
    ).format(date);
  }
  // The spec's 'lll' (a 12-hour style) wins over the hour-cycle choice in English.
  return cairoWallClock(date).format('MMM D, YYYY h:mm A');
}

/** 03 §9: MM/dd/yyyy in English, dd/MM/yyyy in Arabic; '—' for none. */
export function formatDate(iso: string | Date | null | undefined): string {
  const date = parse(iso);
  if (!date) return '—';
  return settings.language === 'ar' ? arabicDate(date, settings) : cairoWallClock(date).format('MM/DD/YYYY');
}

export function formatDateTime(iso: string | Date | null | undefined): string {
  const date = parse(iso);
  if (!date) return '—';
  if (settings.language === 'ar') return `${arabicDate(date, settings)} ${arabicTime(date, settings)}`;
  return cairoWallClock(date).format(`MM/DD/YYYY ${englishTime(settings)}`);
}

export function formatTime(iso: string | Date | null | undefined): string {
  const date = parse(iso);
  if (!date) return '—';
  return settings.language === 'ar'
    ? arabicTime(date, settings)
    : cairoWallClock(date).format(englishTime(settings));
}

/** A calendar day ('2026-11-29') as an instant inside that day wherever Cairo's clocks stand. */
const middayOf = (day: string): Date => new Date(`${day.slice(0, 10)}T12:00:00Z`);

const arabicParts = (key: string, options: Intl.DateTimeFormatOptions) =>
  cached(`${key}:${intlLocale(settings)}`, () => new Intl.DateTimeFormat(intlLocale(settings), options));

/** A day's weekday: 'Monday' (the dashboard's English, as before) or 'الاثنين'. */
export function formatWeekday(day: string): string {
  if (settings.language !== 'ar') return dayjs(day).format('dddd');
  return arabicParts('wd', { timeZone: CAIRO_TIME_ZONE, weekday: 'long' }).format(middayOf(day));
}

/** A day as a heading: 'Sunday 29 November' or 'الأحد ٢٩ نوفمبر'. */
export function formatDayHeading(day: string): string {
  if (settings.language !== 'ar') return dayjs(day).format('dddd D MMMM');
  return arabicParts('dh', {
    timeZone: CAIRO_TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(middayOf(day));
}

/** A month's name: 'November' or 'نوفمبر' (month 1-12). */
export function formatMonthName(year: number, month: number): string {
  if (settings.language !== 'ar') return dayjs(new Date(year, month - 1, 1)).format('MMMM');
  return arabicParts('mn', { timeZone: 'UTC', month: 'long' }).format(
    new Date(Date.UTC(year, month - 1, 15)),
  );
}

/** 'YYYY-MM' or 'YYYY-MM-DD' as numbers. */
const calendarParts = (label: string) => label.split('-').map(Number) as [number, number, number?];
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/**
 * A calendar day of the server's ('2026-11-02', already a Cairo day: never shifted by a zone)
 * as formatDate writes an instant: '11/02/2026' (03 §9) or '٠٢/١١/٢٠٢٦'.
 */
export function formatDay(day: string): string {
  const [year, month, date] = calendarParts(day);
  if (settings.language === 'ar') return arabicDate(middayOf(day), settings);
  return `${String(month).padStart(2, '0')}/${String(date ?? 1).padStart(2, '0')}/${year}`;
}

/** A day on a chart's axis, short: 'Nov 2' or '٢ نوفمبر'. */
export function formatShortDay(day: string): string {
  const [, month, date] = calendarParts(day);
  if (settings.language !== 'ar') return `${ENGLISH_MONTHS[month - 1]} ${date ?? 1}`;
  return arabicParts('sd', { timeZone: CAIRO_TIME_ZONE, day: 'numeric', month: 'long' }).format(
    middayOf(day),
  );
}

/** A month ('2026-11', or any day in it): 'Nov 2026' or 'نوفمبر ٢٠٢٦'. */
export function formatMonthYear(month: string): string {
  const [year, m] = calendarParts(month);
  if (settings.language !== 'ar') return `${ENGLISH_MONTHS[m - 1]} ${year}`;
  return arabicParts('my', { timeZone: 'UTC', month: 'long', year: 'numeric' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
}

/** A month on a chart's axis, short: "Nov '26" or 'نوفمبر ٢٦'. */
export function formatShortMonthYear(month: string): string {
  const [year, m] = calendarParts(month);
  if (settings.language !== 'ar') return `${ENGLISH_MONTHS[m - 1]} '${String(year).slice(2)}`;
  return arabicParts('smy', { timeZone: 'UTC', month: 'long', year: '2-digit' }).format(
    new Date(Date.UTC(year, m - 1, 15)),
  );
}

/** Western digits as Arabic-Indic ones ('2026' -> '٢٠٢٦'). */
const arabicIndic = (text: string): string =>
  text.replace(/\d/g, (digit) => String.fromCharCode(0x0660 + Number(digit)));

/**
 * A date picker's `format`: the English pattern given (the spec's, per list), day first in
 * Arabic ('MM/DD/YYYY HH:mm' -> 'DD/MM/YYYY HH:mm'). With Arabic-Indic digits the picker writes
 * through a function (dayjs has no digit choice) and still reads what is typed in Western
 * digits by the pattern after it.
 */
export function pickerFormat(englishPattern: string): string | [(day: Dayjs) => string, string] {
  if (settings.language !== 'ar') return englishPattern;
  const pattern = englishPattern.replace('MM/DD/YYYY', 'DD/MM/YYYY');
  if (settings.digits === 'latn') return pattern;
  // 'ar': the month names antd's Arabic calendar uses (registered by i18n.ts's loadLanguage).
  return [(day: Dayjs) => arabicIndic(day.locale('ar').format(pattern)), pattern];
}

/** A time to the second: 'HH:mm:ss' (English, as the dashboard showed it) or Arabic's, in its digits. */
export function formatClock(iso: string | Date): string {
  if (settings.language !== 'ar') return dayjs(iso).format('HH:mm:ss');
  return arabicParts(`cl:${settings.hourCycle}`, {
    timeZone: CAIRO_TIME_ZONE,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: settings.hourCycle,
  }).format(new Date(iso));
}

/** A number with thousands separators, in the user's digits. */
export function formatCount(n: number): string {
  return cached(`n:${intlLocale(settings)}`, () => new Intl.NumberFormat(intlLocale(settings))).format(n);
}

/** A figure with separators and at most two decimals; `compact` for axis ticks ('25K', '٢٥ ألف'). */
export function formatNumber(value: number, { compact = false }: { compact?: boolean } = {}): string {
  const locale = intlLocale(settings);
  return cached(
    `f:${locale}:${compact}`,
    () =>
      new Intl.NumberFormat(
        locale,
        compact ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 2 },
      ),
  ).format(value);
}

/**
 * A count without thousands separators, in the user's digits: where the English screen has
 * always shown a bare number (the list's '1–20 of 1234', '3 selected') and tests read it so.
 */
export function formatBareCount(n: number): string {
  if (settings.language !== 'ar') return String(n);
  return cached(
    `nb:${intlLocale(settings)}`,
    () => new Intl.NumberFormat(intlLocale(settings), { useGrouping: false }),
  ).format(n);
}

/**
 * A badge's count in the user's digits ('99+' past the overflow); 0 hides the badge. antd's Badge
 * writes a number in Western digits, which then differs from the button's name (axe, WCAG 2.5.3).
 */
export function formatBadgeCount(n: number | null | undefined, overflow = 99): string | 0 {
  if (!n) return 0;
  return n > overflow ? `${formatBareCount(overflow)}+` : formatBareCount(n);
}

/**
 * A percentage given in points (54 -> '54%'), '-' for none. English keeps the screens' '54%';
 * Arabic takes Intl's percent style in the user's digits ('٥٤٪', or '54%' with the locale's
 * direction marks), so the sign stays after the number in a right-to-left line instead of '%54'.
 */
export function formatPercent(points: number | null | undefined): string {
  if (points === null || points === undefined) return '-';
  if (settings.language !== 'ar') return `${points}%`;
  return cached(
    `p:${intlLocale(settings)}`,
    () => new Intl.NumberFormat(intlLocale(settings), { style: 'percent', maximumFractionDigits: 2 }),
  ).format(points / 100);
}

/** An amount without its currency, for columns headed '(EGP)' / '(ج.م)': '12,345.60' or '١٢٬٣٤٥٫٦٠'. */
export function fmtAmount(egp: number | null | undefined): string {
  if (egp === null || egp === undefined) return '-';
  if (settings.language !== 'ar') return formatAmount(egp);
  const amount = cached(
    `m:${intlLocale(settings)}`,
    () => new Intl.NumberFormat(intlLocale(settings), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  return amount.format(Math.round(egp * 100) / 100 || 0);
}

/** A figure already written, with the currency after it: '3K L.E' or '٣ آلاف ج.م'. */
export const withCurrency = (amount: string): string =>
  `${amount} ${settings.language === 'ar' ? 'ج.م' : CURRENCY_LABEL}`;

/** '1,234.50 L.E' (the spec's English) or '١٬٢٣٤٫٥٠ ج.م'; '-' for none. */
export function fmtMoney(egp: number | null | undefined): string {
  if (egp === null || egp === undefined) return '-';
  if (settings.language !== 'ar') return formatEgp(egp);
  const amount = cached(
    `m:${intlLocale(settings)}`,
    () => new Intl.NumberFormat(intlLocale(settings), { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
  );
  // `|| 0`: no '-0.00' for a negative amount under half a piaster.
  return `${amount.format(Math.round(egp * 100) / 100 || 0)} ج.م`;
}

/** 125 -> '2 h 5 min', 43200 -> '30 days' (the wording of shared/rules/durationText), plural rules per language. */
export function formatMinutes(minutes: number | null | undefined): string {
  const parts = durationParts(minutes);
  if (!parts) return '-';
  const word = (unit: 'days' | 'hours' | 'minutes', count: number) =>
    i18n.t(`duration.${unit}`, { lng: settings.language, count, n: formatCount(count) });
  const shown: string[] = [];
  if (parts.days > 0) {
    shown.push(word('days', parts.days));
    if (parts.hours > 0) shown.push(word('hours', parts.hours));
  } else if (parts.hours > 0) {
    shown.push(word('hours', parts.hours));
    if (parts.minutes > 0) shown.push(word('minutes', parts.minutes));
  } else shown.push(word('minutes', parts.minutes));
  return shown.join(i18n.t('duration.and', { lng: settings.language }));
}

/** A duration given in ms, in the same words. */
export function fmtMinutes(ms: number): string {
  return formatMinutes(ms / 60_000);
}
