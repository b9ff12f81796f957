import { describe, expect, it } from 'vitest';
import { booleanWithin, kinks, polygon } from '@turf/turf';
import { FENCE_MESSAGES, FENCE_POINT_LIMIT, fenceProblem, polygonProblem, type FenceRing } from './fences';
import { ringCrossesItself, ringWithin } from './ringCrossing';
import { mulberry32 } from '../seededRandom';

// A 1 km-ish square near Tahrir, [lat, lng].
const outer: FenceRing = [
  [30.04, 31.23],
  [30.05, 31.23],
  [30.05, 31.24],
  [30.04, 31.24],
];
const inside: FenceRing = [
  [30.042, 31.232],
  [30.046, 31.232],
  [30.046, 31.236],
  [30.042, 31.236],
];
const outside: FenceRing = [
  [30.06, 31.25],
  [30.07, 31.25],
  [30.07, 31.26],
  [30.06, 31.26],
];
const straddling: FenceRing = [
  [30.045, 31.235],
  [30.055, 31.235],
  [30.055, 31.245],
  [30.045, 31.245],
];
// A bow tie: the second and fourth corners are swapped, so two edges cross.
const bowTie: FenceRing = [
  [30.04, 31.23],
  [30.05, 31.24],
  [30.05, 31.23],
  [30.04, 31.24],
];

describe('polygonProblem', () => {
  it.each([
    ['a square', outer, null],
    ['a closed square (last repeats first)', [...outer, outer[0]!], null],
    ['a bow tie', bowTie, FENCE_MESSAGES.crossesItself('outer fence')],
    ['two points', outer.slice(0, 2), FENCE_MESSAGES.tooFewPoints('outer fence')],
    [
      'a closed two-point ring',
      [outer[0]!, outer[1]!, outer[0]!],
      FENCE_MESSAGES.tooFewPoints('outer fence'),
    ],
  ] as const)('%s', (_label, ring, expected) => {
    expect(polygonProblem(ring, 'outer fence')).toBe(expected);
  });
});

describe('fenceProblem', () => {
  it.each([
    ['no fences at all', { outerFence: [], restrictedFences: [], opsFences: [] }, null],
    [
      'an outer fence with an ops fence inside',
      { outerFence: outer, restrictedFences: [], opsFences: [inside] },
      null,
    ],
    [
      'a self-crossing outer fence',
      { outerFence: bowTie, restrictedFences: [], opsFences: [] },
      FENCE_MESSAGES.crossesItself('outer fence'),
    ],
    [
      'a self-crossing restricted fence',
      { outerFence: outer, restrictedFences: [inside, bowTie], opsFences: [] },
      FENCE_MESSAGES.crossesItself('restricted fence 2'),
    ],
    [
      'a self-crossing ops fence',
      { outerFence: outer, restrictedFences: [], opsFences: [bowTie] },
      FENCE_MESSAGES.crossesItself('ops fence 1'),
    ],
    [
      'an ops fence outside the outer fence',
      { outerFence: outer, restrictedFences: [], opsFences: [inside, outside] },
      FENCE_MESSAGES.opsOutsideOuter(2),
    ],
    [
      'an ops fence half outside',
      { outerFence: outer, restrictedFences: [], opsFences: [straddling] },
      FENCE_MESSAGES.opsOutsideOuter(1),
    ],
    [
      'an ops fence with no outer fence',
      { outerFence: [], restrictedFences: [], opsFences: [inside] },
      FENCE_MESSAGES.opsWithoutOuter,
    ],
    [
      'a restricted fence outside is allowed (only ops fences must be inside)',
      { outerFence: outer, restrictedFences: [outside], opsFences: [] },
      null,
    ],
  ] as const)('%s', (_label, fences, expected) => {
    expect(fenceProblem(fences)).toBe(expected);
  });
});

/** A regular polygon of n corners around Tahrir: simple, every edge short. */
const circle = (n: number, radius = 0.01): FenceRing =>
  Array.from(
    { length: n },
    (_, i) =>
      [
        30.05 + radius * Math.sin((2 * Math.PI * i) / n),
        31.23 + radius * Math.cos((2 * Math.PI * i) / n),
      ] as const,
  );

describe('the point limit (issue 22 finding 5)', () => {
  const limitText = FENCE_POINT_LIMIT.toLocaleString('en-US');
  it('accepts an area whose fences hold the limit in all', () => {
    const half = FENCE_POINT_LIMIT / 2;
    expect(
      fenceProblem({ outerFence: circle(half), restrictedFences: [], opsFences: [circle(half, 0.005)] }),
    ).toBeNull();
  });
  it('refuses one point more, counted over every fence of the area, before any geometry', () => {
    const half = FENCE_POINT_LIMIT / 2;
    expect(
      fenceProblem({
        outerFence: circle(half),
        restrictedFences: [circle(3, 0.001)],
        opsFences: [circle(half - 2, 0.005)],
      }),
    ).toBe(FENCE_MESSAGES.tooManyPoints(FENCE_POINT_LIMIT + 1));
    // A crossing fence far above the limit is refused for its size: the crossing check never runs on it.
    const huge = [...circle(25_000).slice(0, -2), bowTie[0]!, bowTie[1]!];
    expect(fenceProblem({ outerFence: huge, restrictedFences: [], opsFences: [] })).toBe(
      FENCE_MESSAGES.tooManyPoints(25_000),
    );
    expect(FENCE_MESSAGES.tooManyPoints(25_000)).toContain(limitText);
  });
});

describe('ringCrossesItself agrees with turf kinks', () => {
  const turfCrosses = (ring: FenceRing): boolean => {
    const positions = ring.map(([lat, lng]) => [lng, lat]);
    return kinks(polygon([[...positions, positions[0]!]])).features.length > 0;
  };
  it.each([
    ['a square', outer, false],
    ['a bow tie', bowTie, true],
    ['a star drawn in one stroke', [0, 2, 4, 1, 3].map((k) => circle(5)[k]!), true],
    ['a 2,000-corner circle', circle(2_000), false],
    [
      'a comb whose teeth all span the same longitudes',
      Array.from({ length: 1_000 }, (_, i) => [
        [30 + i * 1e-4, 31.2] as const,
        [30 + i * 1e-4 + 5e-5, 31.3] as const,
      ]).flat(),
      true,
    ],
    [
      'a corner that touches a far edge',
      [
        [0, 0],
        [4, 0],
        [4, 4],
        [2, 0],
        [0, 4],
      ] as FenceRing,
      true,
    ],
  ] as const)('%s', (_label, ring, expected) => {
    expect(ringCrossesItself(ring)).toBe(expected);
  });
  it('on 2,000 random rings', () => {
    const random = mulberry32(22);
    let crossing = 0;
    for (let k = 0; k < 2_000; k++) {
      const ring: FenceRing = Array.from(
        { length: 4 + Math.floor(random() * 6) },
        () => [random() * 20, random() * 20] as const,
      );
      const expected = turfCrosses(ring);
      if (expected) crossing++;
      expect(ringCrossesItself(ring), JSON.stringify(ring)).toBe(expected);
    }
    // Both kinds are well represented, so agreement means something.
    expect(crossing).toBeGreaterThan(200);
    expect(crossing).toBeLessThan(1_800);
  });
});

describe('ringWithin agrees with turf booleanWithin', () => {
  const toTurf = (ring: FenceRing) => {
    const positions = ring.map(([lat, lng]) => [lng, lat]);
    return polygon([[...positions, positions[0]!]]);
  };
  /** A star-shaped ring (always simple): corners at growing angles, each at its own radius. */
  const blob = (random: () => number, centre: readonly [number, number], size: number): FenceRing => {
    const n = 3 + Math.floor(random() * 8);
    return Array.from({ length: n }, (_, i) => {
      const angle = ((i + random() * 0.8) / n) * 2 * Math.PI;
      const radius = size * (0.3 + random() * 0.7);
      return [centre[0] + radius * Math.sin(angle), centre[1] + radius * Math.cos(angle)] as const;
    });
  };
  it('on the squares above', () => {
    expect(ringWithin(inside, outer)).toBe(true);
    expect(ringWithin(outside, outer)).toBe(false);
    expect(ringWithin(straddling, outer)).toBe(false);
    expect(ringWithin(outer, inside)).toBe(false);
  });
  it('on 1,000 random pairs', () => {
    const random = mulberry32(5);
    let within = 0;
    for (let k = 0; k < 1_000; k++) {
      const big = blob(random, [10, 10], 5);
      const small = blob(random, [8 + random() * 4, 8 + random() * 4], 0.5 + random() * 3);
      const expected = booleanWithin(toTurf(small), toTurf(big));
      if (expected) within++;
      expect(ringWithin(small, big), JSON.stringify([small, big])).toBe(expected);
    }
    expect(within).toBeGreaterThan(100);
    expect(within).toBeLessThan(900);
  });
  it('two 1,000-point rings', () => {
    expect(ringWithin(circle(1_000, 0.005), circle(1_000, 0.01))).toBe(true);
    expect(ringWithin(circle(1_000, 0.01), circle(1_000, 0.005))).toBe(false);
  });
});
