import { describe, expect, it } from 'vitest';
import { vehiclesFilterSchema } from '@ops/shared/lists/vehicles';
import { DEFAULT_BATTERY_RANGE, rangeOfSlider, sliderValue } from './batteryRange';

describe('the battery slider (02 §9: 0–210, marks 0, 25, 50, 100, 210, default 0–215)', () => {
  it('starts at the default range, the 215 end resting on the 210 mark', () => {
    expect(DEFAULT_BATTERY_RANGE).toEqual({ min: 0, max: 215 });
    expect(sliderValue(undefined)).toEqual([0, 210]);
  });
  it('the top mark means "and above" (the 215 ceiling); below it the handle is the bound', () => {
    expect(rangeOfSlider([25, 210])).toEqual({ min: 25, max: 215 });
    expect(rangeOfSlider([25, 100])).toEqual({ min: 25, max: 100 });
  });
  it('every value the slider can give is one the server accepts', () => {
    for (const pair of [
      [0, 0],
      [0, 210],
      [50, 100],
      [210, 210],
    ] as const) {
      expect(vehiclesFilterSchema.safeParse({ battery: rangeOfSlider(pair) }).success).toBe(true);
    }
  });
});
