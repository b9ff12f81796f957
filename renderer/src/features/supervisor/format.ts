import dayjs from 'dayjs';

/** 03 §9: MM/dd/yyyy outside wallet filters; with the time where a moment matters. */
export const formatDate = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY') : '—');
export const formatDateTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('MM/DD/YYYY HH:mm') : '—');
export const formatTime = (iso: string | null | undefined): string => (iso ? dayjs(iso).format('HH:mm') : '—');
