import { describe, expect, it } from 'vitest';
import { summarize } from './clusterSummary';
import { pack } from './packedItems';

describe('summarize (what the map container says about the view)', () => {
  it('counts clusters, pins, clustered vehicles and finds the biggest cluster', () => {
    const summary = summarize(
      pack([
        { key: 'c1', lat: 1, lng: 1, count: 12, slot: -1, expansionZoom: 12 },
        { key: 'v4', lat: 2, lng: 2, count: 1, slot: 4, expansionZoom: 16 },
        { key: 'c2', lat: 3, lng: 3, count: 40, slot: -1, expansionZoom: 13 },
      ]),
    );
    expect(summary).toMatchObject({ clusters: 2, pins: 1, clustered: 52 });
    expect(summary.biggest?.key).toBe('c2');
    expect(summarize(pack([])).biggest).toBeNull();
  });
});
