import { fmtMoney } from '../../../lib/format';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM"), in Cairo time: the one format module's.
export { fmtDate } from '../../../lib/format';
export const fmtEgp = (value: number | null | undefined): string =>
  value === null || value === undefined ? '-' : fmtMoney(value);
/** A ride's duration: whole minutes, rounded up as the price counts them (02 §5). */
export const fmtDuration = (ms: number): string => `${Math.ceil(Math.max(0, ms) / 60_000)} min`;
