/**
 * The sessions filter of 02 §5 (App Sessions and Ops Sessions): "Apply is disabled when only
 * one date is set. When any of latitude, longitude, radius is set, all three are required,
 * and absolute latitude and longitude must be at most 180." The spec gives no words for the
 * location rules; these are ours, and the panel and the server show the same ones.
 */

export const SESSIONS_FILTER_MESSAGES = {
  locationIncomplete: 'Latitude, longitude and radius are all required',
  latitudeRange: 'Absolute latitude must be at most 180',
  longitudeRange: 'Absolute longitude must be at most 180',
  radius: 'Radius must be a number of meters above 0',
  notANumber: 'Latitude, longitude and radius must be numbers',
} as const;

/** Where a location filter is a circle: latitude and longitude in degrees, radius in meters. */
export interface SessionsLocation {
  lat?: number | null;
  lng?: number | null;
  radius?: number | null;
}

const isSet = (value: number | null | undefined): value is number => value !== undefined && value !== null;

/** The location part: nothing, or all three with |lat|, |lng| ≤ 180 and a radius above 0. */
export function sessionsLocationError(location: SessionsLocation): string | null {
  const { lat, lng, radius } = location;
  const set = [lat, lng, radius].filter(isSet);
  if (set.length === 0) return null;
  if (set.some((value) => !Number.isFinite(value))) return SESSIONS_FILTER_MESSAGES.notANumber;
  if (set.length < 3) return SESSIONS_FILTER_MESSAGES.locationIncomplete;
  if (Math.abs(lat!) > 180) return SESSIONS_FILTER_MESSAGES.latitudeRange;
  if (Math.abs(lng!) > 180) return SESSIONS_FILTER_MESSAGES.longitudeRange;
  if (radius! <= 0) return SESSIONS_FILTER_MESSAGES.radius;
  return null;
}

/** "Apply is disabled when only one date is set": none or both. */
export function canApplySessionsDates(start: unknown, end: unknown): boolean {
  return !!start === !!end;
}

/** The panel's Apply button: the dates are none or both, and the location is none or whole and in range. */
export function canApplySessionsFilter(draft: { start: unknown; end: unknown } & SessionsLocation): boolean {
  return canApplySessionsDates(draft.start, draft.end) && sessionsLocationError(draft) === null;
}

/** A text field's number: blank is unset, anything else that is not a number is NaN (and refused). */
export function parseCoordinate(text: string | null | undefined): number | undefined {
  if (text === undefined || text === null || text.trim() === '') return undefined;
  return Number(text.trim());
}
