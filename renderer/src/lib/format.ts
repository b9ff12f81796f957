import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';
import { formatEgp } from '@ops/shared/rules/money';

/**
 * How the renderer writes dates, times, money and durations. Two date styles, each from
 * its spec section: the workspace (01 §9) reads 'lll' ("Sep 4, 2026 8:02 PM"), the
 * supervisor's tables (03 §9) read MM/dd/yyyy, with the time where a moment matters.
 */

dayjs.extend(localizedFormat);

/** 01 §9: the workspace's dates in the 'lll' style; '-' for none. */
export function fmtDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '-';
}

export function fmtMoney(egp: number | null | undefined): string {
  return egp === null || egp === undefined ? '-' : `${formatEgp(egp)}`;
}

/** A duration in whole minutes, rounded up. */
export function fmtMinutes(ms: number): string {
  return `${Math.ceil(Math.max(0, ms) / 60_000)} min`;
}

/** 03 §9: MM/dd/yyyy outside wallet filters; '—' for none. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY') : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY HH:mm') : '—');
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('HH:mm') : '—');

/** 125 -> '2h 05m'; under an hour -> '45m'. */
export function formatMinutes(minutes: number): string {
  const whole = Math.max(0, Math.round(minutes));
  const hours = Math.floor(whole / 60);
  const rest = whole % 60;
  return hours > 0 ? `${hours}h ${String(rest).padStart(2, '0')}m` : `${rest}m`;
}
