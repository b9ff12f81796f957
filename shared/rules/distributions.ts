export interface DistributionPointInput {
  lat: number;
  lng: number;
  pointName: string;
  neighborhood: string;
  vehiclesToDistribute: number;
}

export const DISTRIBUTION_MESSAGES = {
  noPoints: 'Add at least one point before saving.',
  pointName: (n: number) => `Point ${n} needs a name.`,
  vehicles: (n: number) => `Point ${n} needs a whole number of vehicles to distribute, 0 or more.`,
  coordinates: (n: number) => `Point ${n} has no valid position.`,
} as const;

/** The first problem with a new distribution's points, or null (editor and server). */
export function distributionProblem(points: readonly DistributionPointInput[]): string | null {
  if (points.length === 0) return DISTRIBUTION_MESSAGES.noPoints;
  for (const [i, point] of points.entries()) {
    if (
      !Number.isFinite(point.lat) ||
      !Number.isFinite(point.lng) ||
      Math.abs(point.lat) > 90 ||
      Math.abs(point.lng) > 180
    )
      return DISTRIBUTION_MESSAGES.coordinates(i + 1);
    if (point.pointName.trim().length === 0) return DISTRIBUTION_MESSAGES.pointName(i + 1);
    if (!Number.isInteger(point.vehiclesToDistribute) || point.vehiclesToDistribute < 0)
      return DISTRIBUTION_MESSAGES.vehicles(i + 1);
  }
  return null;
}

/** 03 §2.5: an area's neighbourhoods are the distinct ones its distribution points name, sorted. */
export function neighbourhoodsOf(
  points: ReadonlyArray<{ areaName: string; neighborhood: string }>,
  areaName: string,
): string[] {
  const names = new Set<string>();
  for (const point of points)
    if (point.areaName === areaName && point.neighborhood.trim()) names.add(point.neighborhood);
  return [...names].sort((a, b) => a.localeCompare(b));
}
