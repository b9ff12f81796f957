import type { MapStaffLocationFragment } from '../../generated/graphql';

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
