import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';
import { formatEgp } from '@ops/shared/rules/money';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

export function fmtDate(value: string | Date | null | undefined): string {
  if (!value) return '-';
  const date = dayjs(value);
  return date.isValid() ? date.format(DATE_TIME_FORMAT) : '-';
}

export function fmtMoney(egp: number | null | undefined): string {
  return egp === null || egp === undefined ? '-' : `${formatEgp(egp)}`;
}

export function fmtMinutes(ms: number): string {
  return `${Math.ceil(Math.max(0, ms) / 60_000)} min`;
}
