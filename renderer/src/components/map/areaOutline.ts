/**
 * The ring an area is drawn with and zoomed to: its outer fence, or its geofence when the
 * outer fence is not drawn yet (older areas carry only the geofence). [lat, lng] pairs.
 */
export function areaOutline(area: {
  outerFence: number[][];
  geofenceCoordinates: number[][];
}): Array<[number, number]> {
  const source = area.outerFence.length >= 3 ? area.outerFence : area.geofenceCoordinates;
  return source
    .filter((p) => p.length === 2 && Number.isFinite(p[0]) && Number.isFinite(p[1]))
    .map((p) => [p[0]!, p[1]!]);
}

/** The box around an outline, or null when there is nothing to fit (a panel then leaves the map alone). */
export function outlineBounds(
  outline: ReadonlyArray<readonly [number, number]>,
): [[number, number], [number, number]] | null {
  if (outline.length < 2) return null;
  let [south, west] = outline[0]!;
  let [north, east] = outline[0]!;
  for (const [lat, lng] of outline) {
    south = Math.min(south, lat);
    north = Math.max(north, lat);
    west = Math.min(west, lng);
    east = Math.max(east, lng);
  }
  return [
    [south, west],
    [north, east],
  ];
}
