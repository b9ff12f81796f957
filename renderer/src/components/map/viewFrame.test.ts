import { describe, expect, it } from 'vitest';
import { project, toContainer, type ViewFrame } from './viewFrame';

// L.CRS.EPSG3857.latLngToPoint in Chromium (leaflet 1.9), so the worker places pins where Leaflet would.
const LEAFLET: Array<[lat: number, lng: number, zoom: number, x: number, y: number]> = [
  [30.0444, 31.2357, 10, 153817.14261333333, 108116.77524891833],
  [30.0444, 31.2357, 16, 9844297.127253333, 6919473.615930773],
  [-33.86, 151.2, 3, 1884.1599999999999, 1228.9286411104822],
  [89, -179, 2, 2.844444444444548, 2.1810819816892035e-10],
  [30.0444, 31.2357, 12.5, 870121.1568370102, 611600.8395082563],
];

describe('viewFrame (the worker places pins without Leaflet)', () => {
  it.each(LEAFLET)('projects %f, %f at zoom %f as Leaflet does', (lat, lng, zoom, x, y) => {
    const [px, py] = project(lat, lng, zoom);
    expect(px).toBeCloseTo(x, 6);
    expect(py).toBeCloseTo(y, 6);
  });

  it('gives container points as latLngToContainerPoint: the projection rounded, less the corner', () => {
    const frame: ViewFrame = {
      zoom: 10,
      originX: 153_000,
      originY: 108_000,
      width: 1280,
      height: 800,
      ratio: 1,
    };
    expect(toContainer(frame, 30.0444, 31.2357)).toEqual([817, 117]);
  });
});
