import { BATTERY_SLIDER } from '@ops/shared/rules/filterOptions';
import { BATTERY_FILTER_CEILING, type BatteryRange } from '@ops/shared/lists/vehicles';

/** The slider's two handles for a filter value (the 215 ceiling sits on the 210 mark). */
export function sliderValue(range: BatteryRange | undefined): [number, number] {
  const [low, high] = range ? [range.min, range.max] : BATTERY_SLIDER.defaultRange;
  return [Math.min(low, BATTERY_SLIDER.max), Math.min(high, BATTERY_SLIDER.max)];
}

/**
 * The filter value for the slider's handles: the top mark (210) means "and above", which the
 * filter says with the default range's 215 (02 §9: default 0 to 215).
 */
export function rangeOfSlider([low, high]: readonly [number, number]): BatteryRange {
  return { min: low, max: high >= BATTERY_SLIDER.max ? BATTERY_FILTER_CEILING : high };
}

export const DEFAULT_BATTERY_RANGE: BatteryRange = {
  min: BATTERY_SLIDER.defaultRange[0],
  max: BATTERY_SLIDER.defaultRange[1],
};
