import { describe, expect, it } from 'vitest';
import { displayedBattery } from './battery';

describe('displayedBattery (02 §5 "the real value if present, otherwise battery divided by 0.2 plus 12")', () => {
  it.each([
    ['the real value when present', { realBatteryValue: 80, battery: 10 }, 80],
    ['a real value of 0 is present', { realBatteryValue: 0, battery: 10 }, 0],
    ['battery / 0.2 + 12', { realBatteryValue: null, battery: 10 }, 62],
    ['no float noise (7.3 / 0.2 = 36.49999...)', { battery: 7.3 }, 48.5],
    ['battery 0', { battery: 0 }, 12],
    ['nothing known', { realBatteryValue: null, battery: null }, null],
  ])('%s', (_rule, reading, expected) => {
    expect(displayedBattery(reading)).toBe(expected);
  });
});
