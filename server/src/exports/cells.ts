/**
 * Timestamps as Cairo wall-clock text: staff read the file in Cairo, and a spreadsheet
 * date cell would carry UTC with no zone. 'sv-SE' formats as 'yyyy-MM-dd HH:mm:ss'.
 * One formatter for the whole process: building one per cell costs more than the row.
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

export function cairoTime(date: Date | null): string | null {
  return date ? CAIRO.format(date) : null;
}

/** 'Tasks-20250501-132000.xlsx': the title and a Cairo timestamp (02 §7). */
export function exportFileName(title: string, at: Date): string {
  const stamp = CAIRO.format(at).replace(/[-:]/g, '').replace(' ', '-');
  return `${title}-${stamp}.xlsx`;
}
