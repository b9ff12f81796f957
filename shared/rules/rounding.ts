/** The spec's default rounding (02 §5 Targets, 03 §9): two decimals. */
export const DEFAULT_DECIMALS = 2;

/**
 * Rounds half away from zero. toPrecision(15) first removes the binary noise of
 * products such as 1.005 * 100 = 100.49999999999999, which would otherwise round down.
 */
export function roundTo(value: number, decimals: number = DEFAULT_DECIMALS): number {
  if (!Number.isFinite(value)) return value;
  const factor = 10 ** decimals;
  const scaled = Math.round(Number((Math.abs(value) * factor).toPrecision(15)));
  if (scaled === 0) return 0;
  return (Math.sign(value) * scaled) / factor;
}

/** A ratio that is 0 when the divisor is 0 (02 §5: "zero when the divisor is 0"). */
export function safeRatio(numerator: number, divisor: number, decimals: number = DEFAULT_DECIMALS): number {
  if (divisor === 0) return 0;
  return roundTo(numerator / divisor, decimals);
}
