import dayjs from 'dayjs';

/** 03 §9: MM/dd/yyyy outside wallet filters; with the time where a moment matters. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY') : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY HH:mm') : '—');
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('HH:mm') : '—');

/** `cases` is a JSON map of case -> open; the open ones, in the server's order. */
export function openCases(cases: unknown): string[] {
  if (typeof cases !== 'object' || cases === null || Array.isArray(cases)) return [];
  return Object.entries(cases as Record<string, unknown>)
    .filter(([, open]) => open === true)
    .map(([name]) => name);
}
