import type { Feature, Point } from 'geojson';
import { mulberry32 } from '@ops/shared/seededRandom';
import Supercluster from 'supercluster';
import { describe, expect, it } from 'vitest';
import { CLUSTER_OPTIONS } from './clusterIndex';
import { ClusterLevels } from './clusterLevels';
import { GridTree } from './gridTree';

type Fleet = Array<Feature<Point, { slot: number }>>;

function fleet(points: Array<[lat: number, lng: number]>): Fleet {
  return points.map(([lat, lng], slot) => ({
    type: 'Feature',
    properties: { slot },
    geometry: { type: 'Point', coordinates: [lng, lat] },
  }));
}

const random = mulberry32(11);
const cairo = (n: number): Array<[number, number]> =>
  Array.from({ length: n }, () => [30.0444 + (random() - 0.5) * 0.36, 31.2357 + (random() - 0.5) * 0.42]);
/** 40 stations of 25 vehicles parked on the same spot or a metre apart, and 1,000 spread. */
const stations = (): Array<[number, number]> => [
  ...Array.from({ length: 40 }, (_, s) =>
    Array.from({ length: 25 }, (__, k): [number, number] => [
      30 + s * 0.004 + (k % 3) * 0.00001,
      31.2 + s * 0.003,
    ]),
  ).flat(),
  ...cairo(1000),
];

const FLEETS: Record<string, Array<[number, number]>> = {
  'Cairo, 3,000 spread evenly': cairo(3000),
  'stations: many vehicles on one spot': stations(),
  'a few reporting 0,0 among Cairo': [...cairo(1500), [0, 0], [0, 0], [0, 0.0001]],
  'a line along a street, 5 m apart': Array.from({ length: 600 }, (_, i) => [30.05, 31.2 + i * 0.00005]),
  'the dateline and the poles': [
    [84.9, 179.99],
    [84.9, -179.99],
    [-84.9, 0],
    [0, 180],
    [0, -180],
    [10, 10],
  ],
  'one vehicle': [[30.05, 31.23]],
  none: [],
};

/** Everything the map reads of the library's index, at every zoom, in a comparable form. */
function librarySnapshot(index: Supercluster<{ slot: number }>): string[] {
  return everyView((bbox, zoom) =>
    index.getClusters([...bbox], zoom).map((feature) => {
      const props = feature.properties as { cluster_id?: number; point_count?: number; slot?: number };
      if (props.cluster_id === undefined) return `v${props.slot}`;
      const [lng, lat] = feature.geometry.coordinates;
      return `c${props.cluster_id} ×${props.point_count} ${lng},${lat} → z${index.getClusterExpansionZoom(props.cluster_id)}`;
    }),
  );
}

function oursSnapshot(levels: ClusterLevels): string[] {
  return everyView((bbox, zoom) =>
    levels
      .query(bbox, zoom)
      .map(({ id, count, lat, lng }) =>
        count === 1 ? `v${id}` : `c${id} ×${count} ${lng},${lat} → z${levels.expansionZoom(id)}`,
      ),
  );
}

type Box = readonly [number, number, number, number];
function everyView(read: (bbox: Box, zoom: number) => string[]): string[] {
  const lines: string[] = [];
  for (let zoom = 0; zoom <= 18; zoom++) {
    for (const bbox of [
      [-180, -85, 180, 85],
      [31.2, 30.0, 31.3, 30.1],
      [170, -10, -170, 10],
    ] as const) {
      lines.push(
        ...read(bbox, zoom)
          .map((line) => `z${zoom} [${bbox.join(',')}] ${line}`)
          .sort(),
      );
    }
  }
  return lines;
}

function arrays(points: Array<[number, number]>): { lat: Float64Array; lng: Float64Array } {
  return { lat: Float64Array.from(points, ([lat]) => lat), lng: Float64Array.from(points, ([, lng]) => lng) };
}

describe("ClusterLevels: supercluster's clustering in reused arrays, with a grid for its KD-tree", () => {
  for (const [name, points] of Object.entries(FLEETS)) {
    it(`clusters ${name} exactly as supercluster 9.1 does (ids, centres, counts, expansion zooms)`, () => {
      const library = new Supercluster<{ slot: number }>(CLUSTER_OPTIONS).load(fleet(points));
      const ours = new ClusterLevels(CLUSTER_OPTIONS);
      const { lat, lng } = arrays(points);
      ours.load(lat, lng, points.length);
      expect(oursSnapshot(ours)).toEqual(librarySnapshot(library));
    });
  }

  it('gives the same answers when its arrays are reused by a bigger, then a smaller fleet', () => {
    const ours = new ClusterLevels(CLUSTER_OPTIONS);
    for (const points of [cairo(200), stations(), cairo(700), FLEETS['a few reporting 0,0 among Cairo']!]) {
      const { lat, lng } = arrays(points);
      ours.load(lat, lng, points.length);
      expect(oursSnapshot(ours)).toEqual(
        librarySnapshot(new Supercluster<{ slot: number }>(CLUSTER_OPTIONS).load(fleet(points))),
      );
    }
  });
});

describe('GridTree', () => {
  const STRIDE = 6;
  const flat = (xy: Array<[number, number]>) => {
    const data = new Int32Array(xy.length * STRIDE);
    xy.forEach(([x, y], i) => {
      data[i * STRIDE] = x;
      data[i * STRIDE + 1] = y;
    });
    return { data, count: xy.length, stride: STRIDE };
  };

  const within = (tree: GridTree, x: number, y: number, r: number) => {
    const out = new Int32Array(tree.numItems);
    return Array.from(out.subarray(0, tree.withinInto(x, y, r, out))).sort((a, b) => a - b);
  };

  it('finds every point within r, edges included, across cell borders and negative coordinates', () => {
    const points: Array<[number, number]> = [
      [0, 0],
      [10, 0],
      [-10, 0],
      [7, 7],
      [8, 7],
      [-100, -100],
      [99, 0],
      [100, 0],
    ];
    const tree = new GridTree().build(flat(points), 20);
    expect(within(tree, 0, 0, 10)).toEqual([0, 1, 2, 3]);
    expect(within(tree, 100, 0, 1)).toEqual([6, 7]);
    expect(within(tree, -95, -95, 5)).toEqual([]);
    // A radius far wider than the cells (as a level kept for the zooms below it is asked).
    expect(within(tree, 0, 0, 1e9)).toHaveLength(points.length);
  });

  it('forgets the points of its previous build when rebuilt with fewer', () => {
    const tree = new GridTree().build(
      flat([
        [0, 0],
        [1, 1],
        [2, 2],
        [3, 3],
      ]),
      20,
    );
    tree.build(flat([[50, 50]]), 20);
    expect(within(tree, 0, 0, 10)).toEqual([]);
    expect(within(tree, 50, 50, 1)).toEqual([0]);
    expect(tree.range(-100, -100, 100, 100)).toEqual([0]);
  });

  it('lists the points of a box, edges included, whether the box is small or wider than the points are many', () => {
    const points: Array<[number, number]> = [
      [0, 0],
      [10, 10],
      [-5, 3],
      [1000, 1000],
    ];
    const tree = new GridTree().build(flat(points), 4);
    expect(tree.range(-5, 0, 10, 10).sort((a, b) => a - b)).toEqual([0, 1, 2]);
    expect(tree.range(0, 0, 0, 0)).toEqual([0]);
    expect(tree.range(-1e6, -1e6, 1e6, 1e6).sort((a, b) => a - b)).toEqual([0, 1, 2, 3]);
  });
});
