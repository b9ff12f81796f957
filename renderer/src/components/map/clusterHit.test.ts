import { describe, expect, it } from 'vitest';
import { hitItem } from './clusterHit';
import type { ClusterItem } from './clusterItem';
import { pack } from './packedItems';

// A flat screen: one degree is one pixel, so the arithmetic of the test is plain.
const toScreen = (lat: number, lng: number) => ({ x: lng, y: lat });
const cluster = (lat: number, lng: number, count: number): ClusterItem => ({
  key: `c${count}`,
  lat,
  lng,
  count,
  slot: -1,
  expansionZoom: 12,
});
const single = (slot: number, lat: number, lng: number): ClusterItem => ({
  key: `v${slot}`,
  lat,
  lng,
  count: 1,
  slot,
  expansionZoom: 16,
});

describe('hitItem (clicks and pointing stay on the main thread)', () => {
  it('finds a pin where it is now, not where the answer saw it', () => {
    const items = [single(0, 100, 100)];
    const now = (): [number, number] => [200, 200];
    expect(hitItem(pack(items), { x: 100, y: 100 }, toScreen, now, 7)).toBeNull();
    expect(hitItem(pack(items), { x: 205, y: 203 }, toScreen, now, 7)?.slot).toBe(0);
  });

  it('prefers a pin over the cluster under it, and finds a cluster within its drawn radius', () => {
    const items = [cluster(50, 50, 150), single(3, 55, 50)];
    const at = (slot: number): [number, number] => (slot === 3 ? [55, 50] : [0, 0]);
    expect(hitItem(pack(items), { x: 50, y: 54 }, toScreen, at, 7)?.slot).toBe(3);
    // 150 is drawn with a 17-px radius.
    expect(hitItem(pack(items), { x: 50, y: 34 }, toScreen, at, 7)?.count).toBe(150);
    expect(hitItem(pack(items), { x: 50, y: 32 }, toScreen, at, 7)).toBeNull();
  });
});
