import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { DATE_TIME_FORMAT } from '@ops/shared/rules/constants';
import { formatEgp } from '@ops/shared/rules/money';

// 01 §9: dates read in the 'lll' style (e.g. "Sep 4, 2026 8:02 PM").
dayjs.extend(localizedFormat);

export const fmtDate = (value: string | null | undefined): string => (value ? dayjs(value).format(DATE_TIME_FORMAT) : '-');
export const fmtEgp = (value: number | null | undefined): string => (value === null || value === undefined ? '-' : formatEgp(value));
/** A ride's duration: whole minutes, rounded up as the price counts them (02 §5). */
export const fmtDuration = (ms: number): string => `${Math.ceil(Math.max(0, ms) / 60_000)} min`;
