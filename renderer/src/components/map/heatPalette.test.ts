import { describe, expect, it } from 'vitest';
import { HEAT_STOPS, heatPalette, heatWeight, legendMiddle } from './heatPalette';

describe('heatPalette', () => {
  it('starts and ends on the first and last stop, opaque, and passes through the middle one', () => {
    const palette = heatPalette();
    const at = (i: number) => Array.from(palette.slice(i * 4, i * 4 + 4));
    expect(at(0)).toEqual([0x2c, 0x7b, 0xb6, 255]);
    expect(at(255)).toEqual([0xd7, 0x19, 0x1c, 255]);
    // 0.5 × 255 = 127.5: entry 128 is just past the middle stop, so close to it.
    const [r, g, b] = at(128);
    expect(Math.abs(r! - 0x90)).toBeLessThan(6);
    expect(Math.abs(g! - 0xeb)).toBeLessThan(6);
    expect(Math.abs(b! - 0x9d)).toBeLessThan(6);
    expect(HEAT_STOPS).toHaveLength(5);
  });
});

describe('heatWeight', () => {
  it.each([
    [0, 100, 0],
    [100, 100, 1],
    [25, 100, 0.5],
    [1, 10_000, 0.08],
    [200, 100, 1],
    [5, 0, 0],
  ])('count %i of max %i weighs %f', (count, max, weight) => {
    expect(heatWeight(count, max)).toBeCloseTo(weight, 5);
  });

  it('labels the legend middle at a quarter of the max (the half weight)', () => {
    expect(legendMiddle(400)).toBe(100);
    expect(heatWeight(legendMiddle(400), 400)).toBeCloseTo(0.5, 5);
    expect(legendMiddle(2)).toBe(1);
  });
});
