/** Filter choices of the lists (02 §4, 02 §9) that the spec gives as values. */

/** Ride check status: Pending (P), Accepted (Y), Declined (N), All; the default is P. */
export const RIDE_CHECK_STATUS_LABELS = { P: 'Pending', Y: 'Accepted', N: 'Declined', All: 'All' } as const;
export const DEFAULT_RIDE_CHECK_STATUS = 'P';

export const RECORD_STATUSES = ['pending', 'submitted', 'resolved'] as const;
export const MAINTENANCE_TICKET_STATUSES = ['open', 'accepted', 'rejected'] as const;
export const RENTAL_STATUSES = ['pending', 'ready', 'delivered', 'collected'] as const;
export { CUSTODY_STATUSES as CUSTODY_TRANSFER_STATUSES } from './custody';
/** isInStorage 0 = active, 1 = not active. */
export const VEHICLE_ACTIVE_FILTER = { active: 0, notActive: 1 } as const;

export const BATTERY_SLIDER = {
  min: 0,
  max: 210,
  marks: [0, 25, 50, 100, 210],
  defaultRange: [0, 215],
} as const;

export const RATING_FILTER = {
  all: 0,
  max: 5,
  withAny: 'With Any Rating',
  withoutAny: 'Without Any Rating',
} as const;
/** 'Last 5 Rides Rating': at or below the chosen value. */
export const LAST_FIVE_RIDES_RATING_OPTIONS = [1, 2, 3, 4, 5] as const;

export const BILL_ACTUAL_BILLED_OPTIONS = ['Zero', 'More Than Zero'] as const;
export { PROMOCODE_TYPES, PROMOCODE_EXPIRY as PROMOCODE_EXPIRY_FILTERS } from './promocode';
export const RIDE_TYPE_LABELS = { clientRide: 'U&G', expressRide: 'expressRide' } as const;
export const USER_BALANCE_FILTERS = ['has', 'zero', 'negative'] as const;
export const USER_TYPES = ['user', 'operations'] as const;
export { STOCK_FILTERS as INVENTORY_STOCK_FILTERS } from './inventory';
/** 02 §9 rating filters (users, rides): with or without any rating. */
export const RATING_PRESENCE_CHOICES = ['withAny', 'withoutAny'] as const;
export const TASK_SOURCES = [
  'ID verification',
  'ride image',
  'custody transfer',
  'activation cycle',
  'inventory item',
] as const;
export const DEFAULT_DATA_RESOLUTION = 'day';

/**
 * 02 §5: empty values are dropped from filters, an empty area list is dropped, and a
 * filter that names a role drops the specific user.
 */
export function cleanFilters(filters: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value) && value.length === 0) continue;
    out[key] = value;
  }
  if (out['role'] !== undefined) delete out['user'];
  return out;
}

/** 02 §4: choosing the first area value 0 clears the area filter. */
export function normalizeAreaSelection<T extends string | number>(selected: readonly T[]): T[] {
  return selected.some((value) => value === 0 || value === '0') ? [] : [...selected];
}

export interface SessionsLocationFilter {
  latitude?: number | null;
  longitude?: number | null;
  radius?: number | null;
}

/** 02 §5 Sessions filter: all three or none; |lat| and |long| at most 180. */
export function isSessionsLocationValid({ latitude, longitude, radius }: SessionsLocationFilter): boolean {
  const given = [latitude, longitude, radius].filter((v) => v !== null && v !== undefined);
  if (given.length === 0) return true;
  if (given.length < 3) return false;
  return Math.abs(latitude as number) <= 180 && Math.abs(longitude as number) <= 180;
}

/** 02 §5: Apply is disabled when only one date is set. */
export function canApplySessionsDates(start: Date | null | undefined, end: Date | null | undefined): boolean {
  return !!start === !!end;
}
