import { describe, expect, it } from 'vitest';
import type { ClusterItem } from './clusterItem';
import { pack, transferables, unpack } from './packedItems';

describe('packed answers (columns sent by transfer)', () => {
  it('keeps every field of clusters and pins, keys included', () => {
    const items: ClusterItem[] = [
      { key: 'c330017', lat: 30.0444, lng: 31.2357, count: 120, slot: -1, expansionZoom: 13 },
      { key: 'v9999', lat: 30.1, lng: 31.3, count: 1, slot: 9999, expansionZoom: 10 },
    ];
    expect(unpack(pack(items))).toEqual(items);
    expect(unpack(pack([]))).toEqual([]);
  });

  it('names one buffer per column to transfer', () => {
    const packed = pack([{ key: 'v1', lat: 1, lng: 2, count: 1, slot: 1, expansionZoom: 17 }]);
    expect(new Set(transferables(packed)).size).toBe(6);
  });
});
