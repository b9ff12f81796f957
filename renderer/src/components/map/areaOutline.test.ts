import { describe, expect, it } from 'vitest';
import { areaOutline, outlineBounds } from './areaOutline';

const square = [
  [30.0, 31.2],
  [30.0, 31.3],
  [30.1, 31.3],
  [30.1, 31.2],
];

// Issue 23: an area picked in the zoom-to panel flew to zoom 18 on an empty background.
describe('the outline an area is fitted to', () => {
  it('is the outer fence when drawn', () => {
    expect(areaOutline({ outerFence: square, geofenceCoordinates: [] })).toEqual(square);
  });
  it('is the geofence when the outer fence is not drawn (as the map draws it)', () => {
    expect(areaOutline({ outerFence: [], geofenceCoordinates: square })).toEqual(square);
    expect(areaOutline({ outerFence: [[30, 31]], geofenceCoordinates: square })).toEqual(square);
  });
  it('has the bounds of all its points; none to fit for fewer than two', () => {
    expect(outlineBounds(areaOutline({ outerFence: square, geofenceCoordinates: [] }))).toEqual([
      [30.0, 31.2],
      [30.1, 31.3],
    ]);
    expect(outlineBounds([])).toBeNull();
    expect(outlineBounds([[30, 31]])).toBeNull();
  });
});
