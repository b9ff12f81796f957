import { describe, expect, it } from 'vitest';
import { ClusterIndex, CLUSTER_OPTIONS } from './clusterIndex';

const WORLD: [number, number, number, number] = [-180, -85, 180, 85];

function grid(n: number): { lat: Float64Array; lng: Float64Array } {
  const lat = new Float64Array(n);
  const lng = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    lat[i] = 30.0 + (i % 10) * 0.0001;
    lng[i] = 31.2 + Math.floor(i / 10) * 0.0001;
  }
  return { lat, lng };
}

describe('ClusterIndex', () => {
  it('clusters close vehicles below zoom 17 and shows each one from zoom 17 (clusters stop at 16)', () => {
    const index = new ClusterIndex();
    const { lat, lng } = grid(100);
    index.load(lat, lng);
    const far = index.query(WORLD, 10);
    expect(far).toHaveLength(1);
    expect(far[0]).toMatchObject({ count: 100, slot: -1 });
    expect(index.query(WORLD, CLUSTER_OPTIONS.maxZoom + 1)).toHaveLength(100);
    expect(
      index.query(WORLD, CLUSTER_OPTIONS.maxZoom + 1).every((item) => item.count === 1 && item.slot >= 0),
    ).toBe(true);
  });

  it('a single vehicle is drawn where it is now, clusters move after a rebuild', () => {
    const index = new ClusterIndex();
    index.load(new Float64Array([30, 30.5]), new Float64Array([31, 31.5]));
    index.move(new Int32Array([1]), new Float64Array([30.6]), new Float64Array([31.6]));
    expect(index.needsRebuild).toBe(true);
    const now = index.query(WORLD, 18).find((item) => item.slot === 1);
    expect(now).toMatchObject({ lat: 30.6, lng: 31.6 });
    // Moved next to the other: one cluster after the rebuild.
    index.move(new Int32Array([1]), new Float64Array([30.00001]), new Float64Array([31.00001]));
    index.rebuild();
    expect(index.needsRebuild).toBe(false);
    expect(index.query(WORLD, 10)).toHaveLength(1);
  });

  it('ignores slots it does not hold', () => {
    const index = new ClusterIndex();
    index.load(new Float64Array([30]), new Float64Array([31]));
    index.move(new Int32Array([5, -1]), new Float64Array([1, 2]), new Float64Array([1, 2]));
    expect(index.query(WORLD, 18)[0]).toMatchObject({ lat: 30, lng: 31 });
  });
});
