import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { durationText } from '@ops/shared/rules/durationText';
import { ar } from '../i18n/ar';
import { i18n } from '../i18n/i18n';
import {
  fmtAmount,
  fmtDate,
  fmtMinutes,
  fmtMoney,
  formatBareCount,
  formatCount,
  formatDate,
  formatDateTime,
  formatMinutes,
  formatPercent,
  formatTime,
  formatBadgeCount,
  formatDay,
  formatShortDay,
  formatMonthYear,
  formatShortMonthYear,
  formatNumber,
  pickerFormat,
  setFormatSettings,
} from './format';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/ar';

/** Issue 28 item 2: one format module; English keeps the spec's formats, Arabic reads Cairo's. */
const english = { language: 'en', digits: 'latn', hourCycle: 'h23' } as const;
const arabic = { language: 'ar', digits: 'arab', hourCycle: 'h23' } as const;

beforeAll(() => {
  i18n.addResourceBundle('ar', 'translation', ar);
});
afterEach(() => setFormatSettings(english));

describe('dates are shown in Cairo time, daylight saving included', () => {
  it('winter: Cairo is UTC+2', () => {
    expect(formatDateTime('2026-01-15T22:30:00Z')).toBe('01/16/2026 00:30');
    expect(formatDate('2026-01-15T22:30:00Z')).toBe('01/16/2026');
  });

  it('the spring jump (last Friday of April, 00:00 -> 01:00): no 00:xx that night', () => {
    expect(formatDateTime('2026-04-23T21:59:00Z')).toBe('04/23/2026 23:59');
    expect(formatDateTime('2026-04-23T22:00:00Z')).toBe('04/24/2026 01:00');
  });

  it('summer is UTC+3 until the autumn fall-back (last Thursday of October, 24:00 -> 23:00)', () => {
    expect(formatTime('2026-10-29T20:59:00Z')).toBe('23:59');
    expect(formatTime('2026-10-29T21:00:00Z')).toBe('23:00');
    expect(formatDate('2026-10-29T21:00:00Z')).toBe('10/29/2026');
  });

  it("the workspace's 'lll' style (01 §9) in Cairo time", () => {
    expect(fmtDate('2026-09-04T17:02:00Z')).toBe('Sep 4, 2026 8:02 PM');
    expect(fmtDate(null)).toBe('-');
  });

  it('12-hour times when the user prefers them', () => {
    setFormatSettings({ ...english, hourCycle: 'h12' });
    expect(formatDateTime('2026-09-04T17:02:00Z')).toBe('09/04/2026 08:02 PM');
  });
});

describe('Arabic: day-month-year, Arabic-Indic digits as an option', () => {
  it('dates read day first', () => {
    setFormatSettings(arabic);
    expect(formatDate('2026-09-04T17:02:00Z')).toBe('٠٤/٠٩/٢٠٢٦');
    expect(formatDateTime('2026-09-04T17:02:00Z')).toBe('٠٤/٠٩/٢٠٢٦ ٢٠:٠٢');
    setFormatSettings({ ...arabic, digits: 'latn' });
    expect(formatDate('2026-09-04T17:02:00Z')).toBe('04/09/2026');
  });

  it('money as ١٬٢٣٤٫٥٠ ج.م, counts with thousands separators', () => {
    expect(fmtMoney(1234.5)).toBe('1,234.50 L.E');
    expect(formatCount(12345)).toBe('12,345');
    setFormatSettings(arabic);
    expect(fmtMoney(1234.5)).toBe('١٬٢٣٤٫٥٠ ج.م');
    expect(formatCount(12345)).toBe('١٢٬٣٤٥');
    setFormatSettings({ ...arabic, digits: 'latn' });
    expect(fmtMoney(1234.5)).toBe('1,234.50 ج.م');
  });

  it("amounts under an '(EGP)' heading and the lists' bare counts", () => {
    expect(fmtAmount(12345.6)).toBe('12,345.60');
    expect(fmtAmount(null)).toBe('-');
    expect(formatBareCount(1234)).toBe('1234');
    setFormatSettings(arabic);
    expect(fmtAmount(12345.6)).toBe('١٢٬٣٤٥٫٦٠');
    expect(formatBareCount(1234)).toBe('١٢٣٤');
  });

  it("percentages as Intl writes them in the user's locale: '54%', '٥٤٪', never '%54' (issue 28 item 4)", () => {
    expect(formatPercent(54)).toBe('54%');
    expect(formatPercent(null)).toBe('-');
    setFormatSettings(arabic);
    expect(formatPercent(54)).toBe(
      new Intl.NumberFormat('ar-EG-u-nu-arab', { style: 'percent', maximumFractionDigits: 2 }).format(0.54),
    );
    expect(formatPercent(54)).toMatch(/^٥٤٪/);
    setFormatSettings({ ...arabic, digits: 'latn' });
    // Western digits with the locale's own marks, which keep the sign after the number in RTL.
    expect(formatPercent(54).replace(/[\u200e\u200f\u061c]/g, '')).toBe('54%');
    expect(formatPercent(54)).not.toBe('54%');
  });

  it("durations through Arabic's six plural forms", () => {
    setFormatSettings(arabic);
    expect(formatMinutes(0)).toBe('٠ دقيقة');
    expect(formatMinutes(1)).toBe('دقيقة واحدة');
    expect(formatMinutes(2)).toBe('دقيقتان');
    expect(formatMinutes(3 * 60 + 12)).toBe('٣ ساعات و١٢ دقيقة');
    expect(formatMinutes(30 * 1440)).toBe('٣٠ يومًا');
    expect(formatMinutes(100 * 1440)).toBe('١٠٠ يوم');
  });
});

describe('English durations read as the spec and the exports do', () => {
  it.each([0, 1, 45, 60, 125, 192, 1440, 1441, 2 * 1440 + 60, 30 * 1440])('%i min', (minutes) => {
    expect(formatMinutes(minutes)).toBe(durationText(minutes));
    expect(fmtMinutes(minutes * 60_000)).toBe(durationText(minutes));
  });
  it("'3 h 12 min' and '30 days'", () => {
    expect(formatMinutes(192)).toBe('3 h 12 min');
    expect(formatMinutes(30 * 1440)).toBe('30 days');
  });
});

describe('calendar days, months and figures of the charts and pickers (issue 28 item 2)', () => {
  it("a calendar day: the spec's MM/DD/YYYY in English, day first in Arabic, in the user's digits", () => {
    expect(formatDay('2026-11-02')).toBe('11/02/2026');
    expect(formatShortDay('2026-11-02')).toBe('Nov 2');
    expect(formatMonthYear('2026-11')).toBe('Nov 2026');
    expect(formatShortMonthYear('2027-01')).toBe("Jan '27");
    setFormatSettings(arabic);
    expect(formatDay('2026-11-02')).toBe('٠٢/١١/٢٠٢٦');
    expect(formatShortDay('2026-11-02')).toBe('٢ نوفمبر');
    expect(formatMonthYear('2026-11')).toBe('نوفمبر ٢٠٢٦');
    expect(formatShortMonthYear('2027-01')).toBe('يناير ٢٧');
    setFormatSettings({ ...arabic, digits: 'latn' });
    expect(formatDay('2026-11-02')).toBe('02/11/2026');
  });

  it('the day is the calendar day given, whatever the computer zone or Cairo daylight saving', () => {
    setFormatSettings(arabic);
    // The last Friday of April (Cairo's spring jump) and the first of January stay themselves.
    expect(formatDay('2026-04-24')).toBe('٢٤/٠٤/٢٠٢٦');
    expect(formatDay('2027-01-01')).toBe('٠١/٠١/٢٠٢٧');
  });

  it('figures: separators and short axis ticks in the user digits', () => {
    expect(formatNumber(1234567.891)).toBe('1,234,567.89');
    expect(formatNumber(25_000, { compact: true })).toBe('25K');
    setFormatSettings(arabic);
    expect(formatNumber(1234567.891)).toBe('١٬٢٣٤٬٥٦٧٫٨٩');
    expect(formatNumber(25_000, { compact: true })).toBe('٢٥\u00a0ألف'); // Intl puts a no-break space there
  });

  it("a date picker's format: the English pattern as given, DD/MM/YYYY in Arabic, written in Arabic-Indic digits when chosen", () => {
    expect(pickerFormat('MM/DD/YYYY')).toBe('MM/DD/YYYY');
    setFormatSettings({ ...arabic, digits: 'latn' });
    expect(pickerFormat('MM/DD/YYYY')).toBe('DD/MM/YYYY');
    setFormatSettings(arabic);
    const shown = pickerFormat('MM/DD/YYYY');
    expect(Array.isArray(shown)).toBe(true);
    const [write, typed] = shown as [(day: Dayjs) => string, string];
    expect(write(dayjs('2026-11-02'))).toBe('٠٢/١١/٢٠٢٦');
    // What is typed with Western digits is still read.
    expect(typed).toBe('DD/MM/YYYY');
    const [withTime] = pickerFormat('MM/DD/YYYY HH:mm') as [(day: Dayjs) => string, string];
    expect(withTime(dayjs('2026-11-02T08:05'))).toBe('٠٢/١١/٢٠٢٦ ٠٨:٠٥');
    const [monthOnly] = pickerFormat('MMMM YYYY') as [(day: Dayjs) => string, string];
    expect(monthOnly(dayjs('2026-11-02'))).toBe('نوفمبر ٢٠٢٦');
  });
});

describe("badges' counts (issue 28: the top bar's visible count is the one its name says)", () => {
  it("write the count in the user's digits, '99+' past the overflow, 0 (hidden) for none", () => {
    expect(formatBadgeCount(2)).toBe('2');
    expect(formatBadgeCount(0)).toBe(0);
    expect(formatBadgeCount(null)).toBe(0);
    expect(formatBadgeCount(120)).toBe('99+');
    setFormatSettings(arabic);
    expect(formatBadgeCount(2)).toBe('٢');
    expect(formatBadgeCount(120)).toBe('٩٩+');
  });
});
