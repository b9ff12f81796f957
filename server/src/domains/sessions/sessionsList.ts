import { and, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import type { SessionsFilters } from '@ops/shared/lists/sessions';
import type { FilterConditions } from '../../platform/lists/listQuery';
import { appSessions } from './tables';

const EARTH_RADIUS_M = 6_371_000;

/** Sessions opened within `radius` meters of the point (haversine, meters). */
export function withinCircle(lat: number, lng: number, radius: number): SQL {
  return sql`${appSessions.lat} is not null and ${EARTH_RADIUS_M} * 2 * asin(sqrt(
    power(sin(radians(${appSessions.lat} - ${lat}) / 2), 2)
    + cos(radians(${lat})) * cos(radians(${appSessions.lat})) * power(sin(radians(${appSessions.lng} - ${lng}) / 2), 2)
  )) <= ${radius}`;
}

/**
 * The sessions filter's SQL (shared/lists/sessions.ts). Latitude, longitude and radius are
 * one circle, so none of them is a condition alone: `circleOf` builds it from all three
 * once the list's rule has accepted them.
 */
export const SESSIONS_FILTER_CONDITIONS: FilterConditions<SessionsFilters> = {
  date: (range) =>
    and(
      gte(appSessions.startedAt, new Date(range.startDate)),
      lte(appSessions.startedAt, new Date(range.endDate)),
    ),
  lat: () => undefined,
  lng: () => undefined,
  radius: () => undefined,
  user: (id) => eq(appSessions.userId, id),
  area: (id) => eq(appSessions.areaId, id),
};

export function circleOf(filters: SessionsFilters): SQL | undefined {
  const { lat, lng, radius } = filters;
  return lat !== undefined && lng !== undefined && radius !== undefined
    ? withinCircle(lat, lng, radius)
    : undefined;
}
