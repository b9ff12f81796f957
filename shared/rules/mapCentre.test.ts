import { describe, expect, it } from 'vitest';
import { MAP } from './constants';
import { mapCentre } from './mapCentre';

const fence = [
  [30.0, 31.0],
  [30.2, 31.0],
  [30.2, 31.2],
  [30.0, 31.2],
] as const;

describe('mapCentre (03 §2.5 precedence)', () => {
  it.each([
    [
      'given coordinates win',
      { given: { lat: 30.1, lng: 31.3 }, areaOuterFence: fence, browser: { lat: 29, lng: 30 } },
      { lat: 30.1, lng: 31.3 },
      'given',
    ],
    [
      'then the outer-fence centre',
      { given: null, areaOuterFence: fence, browser: { lat: 29, lng: 30 } },
      { lat: 30.1, lng: 31.1 },
      'area',
    ],
    [
      '(0, 0) counts as no coordinates',
      { given: { lat: 0, lng: 0 }, areaOuterFence: fence },
      { lat: 30.1, lng: 31.1 },
      'area',
    ],
    [
      'then the browser location',
      { areaOuterFence: [], browser: { lat: 29.5, lng: 30.5 } },
      { lat: 29.5, lng: 30.5 },
      'browser',
    ],
    ['else central Cairo', {}, MAP.fallbackCentre, 'fallback'],
    ['NaN is not a coordinate', { given: { lat: Number.NaN, lng: 31 } }, MAP.fallbackCentre, 'fallback'],
  ] as const)('%s', (_label, input, centre, source) => {
    const result = mapCentre(input);
    expect(result.source).toBe(source);
    expect(result.centre.lat).toBeCloseTo(centre.lat);
    expect(result.centre.lng).toBeCloseTo(centre.lng);
  });
});
