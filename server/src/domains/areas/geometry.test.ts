import { describe, expect, it } from 'vitest';
import {
  pointInAnyPolygon,
  pointInPolygon,
  polygonBounds,
  polygonCentre,
  randomPointInPolygon,
  ringFromGeoJson,
} from './geometry';
import type { Ring } from './tables';
import { mulberry32 } from '../../platform/lib/random';

const square: Ring = [
  [0, 0],
  [0, 10],
  [10, 10],
  [10, 0],
];
// An L shape: the notch (7, 7) is inside the bounding box but outside the polygon.
const ell: Ring = [
  [0, 0],
  [0, 10],
  [5, 10],
  [5, 5],
  [10, 5],
  [10, 0],
];

describe('pointInPolygon', () => {
  it.each([
    [[5, 5], true],
    [[0.001, 9.999], true],
    [[-1, 5], false],
    [[5, 11], false],
    [[15, 15], false],
  ] as const)('square contains %j: %s', (point, inside) => {
    expect(pointInPolygon([point[0], point[1]], square)).toBe(inside);
  });

  it('handles a concave ring', () => {
    expect(pointInPolygon([2, 2], ell)).toBe(true);
    expect(pointInPolygon([7, 2], ell)).toBe(true);
    expect(pointInPolygon([7, 7], ell)).toBe(false);
  });

  it('accepts a closed ring (last point repeats the first)', () => {
    expect(pointInPolygon([5, 5], [...square, [0, 0]])).toBe(true);
  });

  it('is false for an empty ring', () => {
    expect(pointInPolygon([0, 0], [])).toBe(false);
  });

  it('pointInAnyPolygon checks every ring', () => {
    expect(pointInAnyPolygon([7, 7], [ell, square])).toBe(true);
    expect(pointInAnyPolygon([7, 7], [ell])).toBe(false);
    expect(pointInAnyPolygon([7, 7], [])).toBe(false);
  });
});

describe('polygonCentre and bounds', () => {
  it('finds the centroid of a square', () => {
    const [lat, lng] = polygonCentre(square);
    expect(lat).toBeCloseTo(5);
    expect(lng).toBeCloseTo(5);
  });

  it('weights by area, not by vertex count', () => {
    // Extra vertices along one edge would pull a vertex mean; the area centroid stays put.
    const [lat, lng] = polygonCentre([
      [0, 0],
      [0, 2],
      [0, 4],
      [0, 6],
      [0, 8],
      [0, 10],
      [10, 10],
      [10, 0],
    ]);
    expect(lat).toBeCloseTo(5);
    expect(lng).toBeCloseTo(5);
  });

  it('falls back to the vertex mean for a degenerate ring', () => {
    expect(
      polygonCentre([
        [1, 1],
        [3, 3],
      ]),
    ).toEqual([2, 2]);
  });

  it('gives the bounding box', () => {
    expect(polygonBounds(ell)).toEqual({ minLat: 0, maxLat: 10, minLng: 0, maxLng: 10 });
  });
});

describe('randomPointInPolygon', () => {
  it('always lands inside, and outside the avoided rings', () => {
    const random = mulberry32(42);
    const hole: Ring = [
      [1, 1],
      [1, 4],
      [4, 4],
      [4, 1],
    ];
    for (let i = 0; i < 500; i++) {
      const point = randomPointInPolygon(ell, random, [hole]);
      expect(pointInPolygon(point, ell)).toBe(true);
      expect(pointInPolygon(point, hole)).toBe(false);
    }
  });

  it('is deterministic for a seeded source', () => {
    expect(randomPointInPolygon(square, mulberry32(7))).toEqual(randomPointInPolygon(square, mulberry32(7)));
  });

  it('gives up on a ring that is entirely avoided', () => {
    expect(() => randomPointInPolygon(square, mulberry32(1), [square], 50)).toThrow();
  });
});

describe('ringFromGeoJson', () => {
  it('swaps [lng, lat] to [lat, lng] and drops the closing point', () => {
    expect(
      ringFromGeoJson([
        [31.2, 30.0],
        [31.3, 30.0],
        [31.3, 30.1],
        [31.2, 30.0],
      ]),
    ).toEqual([
      [30.0, 31.2],
      [30.0, 31.3],
      [30.1, 31.3],
    ]);
  });
});
