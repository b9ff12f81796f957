/**
 * Timestamps as Cairo wall-clock: staff read the file in Cairo. 'sv-SE' formats as
 * 'yyyy-MM-dd HH:mm:ss'. One formatter for the whole process: building one per cell costs
 * more than the row.
 */
const CAIRO = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Africa/Cairo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Cairo wall-clock text, for a time inside a sentence ('Removed 2026-11-02 10:15:00'). */
export function cairoTime(date: Date | null): string | null {
  return date ? CAIRO.format(date) : null;
}

/** The number format of a date cell (writeXlsx sets it on every Date value). */
export const DATE_CELL_FORMAT = 'yyyy-mm-dd hh:mm:ss';

/**
 * A timestamp as a real spreadsheet date (sortable, filterable, usable in formulas). A sheet's
 * dates have no time zone, and exceljs writes a Date by its UTC fields, so the cell gets a
 * Date whose UTC fields are the Cairo wall clock: the sheet shows what staff saw on screen.
 */
export function cairoDate(date: Date | null): Date | null {
  if (!date) return null;
  const [day, time] = CAIRO.format(date).split(' ') as [string, string];
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi, se] = time.split(':').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, mo - 1, d, h, mi, se));
}

/** 'Tasks-20250501-132000.xlsx': the title and a Cairo timestamp (02 §7). */
export function exportFileName(title: string, at: Date): string {
  const stamp = CAIRO.format(at).replace(/[-:]/g, '').replace(' ', '-');
  return `${title}-${stamp}.xlsx`;
}
