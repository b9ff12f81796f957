export interface BatteryReading {
  realBatteryValue?: number | null;
  battery?: number | null;
}

/**
 * 02 §5, 03 §2.5: the real value if present, otherwise battery / 0.2 + 12. A real
 * value of 0 is present (a flat battery), so only null and undefined fall through.
 * battery * 5 is the same number as battery / 0.2 without the floating-point noise.
 */
export function displayedBattery({ realBatteryValue, battery }: BatteryReading): number | null {
  if (realBatteryValue !== null && realBatteryValue !== undefined) return realBatteryValue;
  if (battery === null || battery === undefined) return null;
  return battery * 5 + 12;
}
