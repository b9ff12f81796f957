/**
 * The one way a duration reads on screen and in exports: '45 min', '3 h 13 min', '1 day 20 h',
 * '30 days 7 h'. Whole minutes, rounded up (a wait of 20 s is '1 min', not '0 min').
 */
export function durationText(minutes: number | null | undefined): string {
  const parts = durationParts(minutes);
  if (!parts) return '-';
  const { days, hours, minutes: rest } = parts;
  if (days > 0) return `${days} ${days === 1 ? 'day' : 'days'}${hours > 0 ? ` ${hours} h` : ''}`;
  if (hours > 0) return `${hours} h${rest > 0 ? ` ${rest} min` : ''}`;
  return `${rest} min`;
}

/** The days, hours and minutes a duration is written with (the renderer words them per language). */
export function durationParts(
  minutes: number | null | undefined,
): { days: number; hours: number; minutes: number } | null {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes)) return null;
  const whole = Math.max(0, Math.ceil(minutes));
  return { days: Math.floor(whole / 1440), hours: Math.floor((whole % 1440) / 60), minutes: whole % 60 };
}

/** A duration given in milliseconds, in the same words. */
export const durationTextMs = (ms: number): string => durationText(ms / 60_000);
