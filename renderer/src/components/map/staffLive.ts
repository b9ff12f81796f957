import type { MapStaffLocationFragment } from '../../generated/graphql';

/** A NEW_USER_OPS_LOCATION payload, if it has the shape of a staff location record (03 §3). */
export function staffLocationOf(payload: unknown): MapStaffLocationFragment | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const p = payload as Partial<MapStaffLocationFragment>;
  if (
    typeof p._id !== 'string' ||
    typeof p.lat !== 'number' ||
    typeof p.lng !== 'number' ||
    typeof p.createdAt !== 'string'
  )
    return null;
  if (!p.user || typeof p.user._id !== 'string') return null;
  return {
    _id: p._id,
    lat: p.lat,
    lng: p.lng,
    createdAt: p.createdAt,
    error: p.error ? { code: String(p.error.code), message: String(p.error.message) } : null,
    user: { _id: p.user._id, name: String(p.user.name ?? ''), phoneNumber: String(p.user.phoneNumber ?? '') },
  };
}

/** The map keeps one pin per person: a newer report replaces theirs, an older one is ignored. */
export function withStaffLocation(
  list: MapStaffLocationFragment[],
  next: MapStaffLocationFragment,
): MapStaffLocationFragment[] {
  const at = list.findIndex((location) => location.user._id === next.user._id);
  if (at < 0) return [...list, next];
  if (list[at]!.createdAt > next.createdAt) return list;
  const copy = list.slice();
  copy[at] = next;
  return copy;
}
