import { describe, expect, it } from 'vitest';
import { ClusterIndex, CLUSTER_OPTIONS } from './clusterIndex';
import type { BBox, ClusterItem } from './clusterItem';
import { clusterDiscRadius, PIN_RADIUS } from './clusterSize';

/** A Cairo-like fleet: stations of a few to dozens of vehicles, and vehicles spread between them. */
function cairoFleet(n: number, seed = 7): { lat: Float64Array; lng: Float64Array } {
  let s = seed;
  const random = () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
  const stations = Array.from({ length: 60 }, () => ({
    lat: 29.95 + random() * 0.2,
    lng: 31.15 + random() * 0.3,
  }));
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    const station = stations[i % stations.length]!;
    const spread = i % 3 === 0 ? 0.02 : 0.002;
    lat[i] = station.lat + (random() - 0.5) * spread;
    lng[i] = station.lng + (random() - 0.5) * spread;
  }
  return { lat, lng };
}

// Leaflet's EPSG:3857 at 256-px tiles: where an item is drawn, in world pixels at a zoom.
const toPixels = (item: ClusterItem, zoom: number) => {
  const scale = 256 * 2 ** zoom;
  const sin = Math.sin((item.lat * Math.PI) / 180);
  return {
    x: (item.lng / 360 + 0.5) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
};

const CAIRO: BBox = [31.0, 29.8, 31.6, 30.3];

function overlaps(items: ClusterItem[], zoom: number): string[] {
  const clusters = items
    .filter((item) => item.count > 1)
    .map((item) => ({ item, at: toPixels(item, zoom), r: clusterDiscRadius(item.count) }));
  const found: string[] = [];
  for (let i = 0; i < clusters.length; i++) {
    for (let j = i + 1; j < clusters.length; j++) {
      const a = clusters[i]!;
      const b = clusters[j]!;
      if (Math.hypot(a.at.x - b.at.x, a.at.y - b.at.y) < a.r + b.r)
        found.push(`${a.item.count}+${b.item.count}`);
    }
  }
  return found;
}

describe('clusters never overlap (issue 23 item 8: blobs at city zoom)', () => {
  const index = new ClusterIndex();
  const fleet = cairoFleet(3000);
  index.load(fleet.lat, fleet.lng);

  it.each([10, 11, 11.5, 12, 13, 14, 15, 16])(
    'no two cluster discs overlap over Cairo at zoom %s',
    (zoom) => {
      expect(overlaps(index.query(CAIRO, zoom), zoom)).toEqual([]);
    },
  );

  it.each([11, 12, 13])('no vehicle pin sits on a cluster’s count at zoom %s', (zoom) => {
    const items = index.query(CAIRO, zoom);
    const clusters = items.filter((item) => item.count > 1);
    for (const pin of items.filter((item) => item.count === 1)) {
      const p = toPixels(pin, zoom);
      for (const cluster of clusters) {
        const c = toPixels(cluster, zoom);
        expect(Math.hypot(p.x - c.x, p.y - c.y)).toBeGreaterThanOrEqual(
          clusterDiscRadius(cluster.count) + PIN_RADIUS,
        );
      }
    }
  });

  it.each([11, 12, 13])(
    'every vehicle is still counted once at zoom %s, and a click on a cluster zooms in',
    (zoom) => {
      const items = index.query([-180, -85, 180, 85], zoom);
      expect(items.reduce((sum, item) => sum + item.count, 0)).toBe(3000);
      for (const item of items)
        if (item.count > 1) expect(item.expansionZoom).toBeGreaterThan(Math.floor(zoom));
      expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
    },
  );

  it('from zoom 17 every vehicle is its own pin, as before', () => {
    expect(index.query(CAIRO, CLUSTER_OPTIONS.maxZoom + 1).every((item) => item.count === 1)).toBe(true);
  });
});
