import { describe, expect, it } from 'vitest';
import { FENCE_MESSAGES, fenceProblem, polygonProblem, type FenceRing } from './fences';

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
    ['a closed two-point ring', [outer[0]!, outer[1]!, outer[0]!], FENCE_MESSAGES.tooFewPoints('outer fence')],
  ] as const)('%s', (_label, ring, expected) => {
    expect(polygonProblem(ring, 'outer fence')).toBe(expected);
  });
});

describe('fenceProblem', () => {
  it.each([
    ['no fences at all', { outerFence: [], restrictedFences: [], opsFences: [] }, null],
    ['an outer fence with an ops fence inside', { outerFence: outer, restrictedFences: [], opsFences: [inside] }, null],
    ['a self-crossing outer fence', { outerFence: bowTie, restrictedFences: [], opsFences: [] }, FENCE_MESSAGES.crossesItself('outer fence')],
    ['a self-crossing restricted fence', { outerFence: outer, restrictedFences: [inside, bowTie], opsFences: [] }, FENCE_MESSAGES.crossesItself('restricted fence 2')],
    ['a self-crossing ops fence', { outerFence: outer, restrictedFences: [], opsFences: [bowTie] }, FENCE_MESSAGES.crossesItself('ops fence 1')],
    ['an ops fence outside the outer fence', { outerFence: outer, restrictedFences: [], opsFences: [inside, outside] }, FENCE_MESSAGES.opsOutsideOuter(2)],
    ['an ops fence half outside', { outerFence: outer, restrictedFences: [], opsFences: [straddling] }, FENCE_MESSAGES.opsOutsideOuter(1)],
    ['an ops fence with no outer fence', { outerFence: [], restrictedFences: [], opsFences: [inside] }, FENCE_MESSAGES.opsWithoutOuter],
    ['a restricted fence outside is allowed (only ops fences must be inside)', { outerFence: outer, restrictedFences: [outside], opsFences: [] }, null],
  ] as const)('%s', (_label, fences, expected) => {
    expect(fenceProblem(fences)).toBe(expected);
  });
});
