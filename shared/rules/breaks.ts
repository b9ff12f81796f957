import { BREAK_HIGHLIGHT_SECONDS } from './constants';

export interface BreakRecord {
  checkInDate: Date | string;
  checkOutDate?: Date | string | null;
  reason?: string | null;
}

export interface BreakRow {
  start: Date;
  end: Date | null;
  minutes: number;
  reason: string | null;
  /** Over 3600 seconds: shown in red. */
  overLimit: boolean;
}

const MS_PER_MINUTE = 60_000;

/** A break without checkOutDate is the ongoing one (01 §3). */
export function ongoingBreak<T extends BreakRecord>(breaks: readonly T[]): T | undefined {
  return breaks.find((b) => !b.checkOutDate);
}

/** 01 §5: minutes rounded up per break; the ongoing one runs until `now`. */
export function breakRow(record: BreakRecord, now: Date): BreakRow {
  const start = new Date(record.checkInDate);
  const end = record.checkOutDate ? new Date(record.checkOutDate) : null;
  const elapsedMs = Math.max(0, (end ?? now).getTime() - start.getTime());
  return {
    start,
    end,
    minutes: Math.ceil(elapsedMs / MS_PER_MINUTE),
    reason: record.reason ?? null,
    overLimit: elapsedMs > BREAK_HIGHLIGHT_SECONDS * 1000,
  };
}

/** The total is the sum of the rounded rows, so it matches what the table shows. */
export function breakTable(
  breaks: readonly BreakRecord[],
  now: Date,
): { rows: BreakRow[]; totalMinutes: number } {
  const rows = breaks.map((b) => breakRow(b, now));
  return { rows, totalMinutes: rows.reduce((sum, row) => sum + row.minutes, 0) };
}

/** 02 §5, 03 §5: the break dialog needs a reason. */
export function canStartBreak(reason: string | null | undefined): boolean {
  return !!reason && reason.trim().length > 0;
}
