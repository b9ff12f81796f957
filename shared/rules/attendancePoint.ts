/**
 * Field staff check in and out at their area's attendance point (issue 12 §3). Inside the
 * radius the check passes; outside it is refused unless the person holds the bypass
 * permission of that step (03 §6: attendance, bypass location on check-in and check-out)
 * and asked to bypass.
 */

/** How far from the attendance point a check-in still counts, in meters. */
export const ATTENDANCE_RADIUS_METERS = 200;

const EARTH_RADIUS_METERS = 6_371_000;

export const ATTENDANCE_POINT_MESSAGES = {
  locationRequired: 'Your location is needed to check in or out',
  noPoint: 'Your area has no attendance point',
  noArea: 'You are not assigned to an area',
  outside: (meters: number) =>
    `You are ${meters} m from the attendance point; come within ${ATTENDANCE_RADIUS_METERS} m`,
  bypassNotAllowed: 'You do not have permission to bypass the location check',
} as const;

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** Great-circle distance in meters (haversine), rounded to whole meters. */
export function distanceMeters(a: LatLngPoint, b: LatLngPoint): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h))));
}

function isCoordinate(point: LatLngPoint | null | undefined): point is LatLngPoint {
  return (
    !!point &&
    Number.isFinite(point.lat) &&
    Number.isFinite(point.lng) &&
    Math.abs(point.lat) <= 90 &&
    Math.abs(point.lng) <= 180
  );
}

export interface AttendanceLocationInput {
  /** Where the person is; null when the device gave no location. */
  position: LatLngPoint | null;
  /** Their area's attendance point; null when the area has none. */
  point: LatLngPoint | null;
  /** The person asked to skip the check. */
  bypass: boolean;
  /** They hold the bypass permission of this step. */
  mayBypass: boolean;
}

export type AttendanceLocationResult =
  { ok: true; bypassed: boolean; distance: number | null } | { ok: false; error: string };

/** The one decision both the check-in dialog and the server make. */
export function checkAttendanceLocation(input: AttendanceLocationInput): AttendanceLocationResult {
  if (input.bypass) {
    if (!input.mayBypass) return { ok: false, error: ATTENDANCE_POINT_MESSAGES.bypassNotAllowed };
    const distance =
      isCoordinate(input.position) && isCoordinate(input.point)
        ? distanceMeters(input.position, input.point)
        : null;
    return { ok: true, bypassed: true, distance };
  }
  if (!isCoordinate(input.point)) return { ok: false, error: ATTENDANCE_POINT_MESSAGES.noPoint };
  if (!isCoordinate(input.position)) return { ok: false, error: ATTENDANCE_POINT_MESSAGES.locationRequired };
  const distance = distanceMeters(input.position, input.point);
  if (distance > ATTENDANCE_RADIUS_METERS)
    return { ok: false, error: ATTENDANCE_POINT_MESSAGES.outside(distance) };
  return { ok: true, bypassed: false, distance };
}
