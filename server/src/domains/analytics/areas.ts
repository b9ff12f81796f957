/**
 * The aggregates key rows without an area by '' (a rider with no home area, a ride outside
 * every area); on the wire that area is 'none', named 'No area'.
 */
export const NO_AREA = { id: 'none', name: 'No area' } as const;

export function wireArea(areaId: string, areaName: string | null): { areaId: string; areaName: string } {
  return areaId ? { areaId, areaName: areaName ?? areaId } : { areaId: NO_AREA.id, areaName: NO_AREA.name };
}
