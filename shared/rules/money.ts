/** Currency is EGP, shown as L.E (02 §1, 03 §9). */
export const CURRENCY = 'EGP';
export const CURRENCY_LABEL = 'L.E';
export const PIASTERS_PER_EGP = 100;

/**
 * EGP to whole piasters, half away from zero. Money is stored and summed in piasters
 * so that 0.1 + 0.2 style errors never reach a balance. toPrecision(15) strips the
 * binary noise of 1.005 * 100 = 100.49999999999999 before rounding.
 */
export function toPiasters(egp: number): number {
  if (!Number.isFinite(egp)) throw new RangeError(`Not an amount of money: ${egp}`);
  const piasters = Math.round(Number((Math.abs(egp) * PIASTERS_PER_EGP).toPrecision(15)));
  if (piasters === 0) return 0;
  return egp < 0 ? -piasters : piasters;
}

/** Piasters to EGP with at most 2 decimals (the GraphQL Float form). */
export function toEgp(piasters: number): number {
  if (!Number.isFinite(piasters)) throw new RangeError(`Not an amount of money: ${piasters}`);
  const whole = Math.sign(piasters) * Math.round(Math.abs(piasters));
  return whole === 0 ? 0 : whole / PIASTERS_PER_EGP;
}

/** True when the amount has no fraction of a piaster (e.g. 12.5 yes, 12.345 no). */
export function isWholePiasters(egp: number): boolean {
  if (!Number.isFinite(egp)) return false;
  return Math.abs(egp * PIASTERS_PER_EGP - toPiasters(egp)) < 1e-6;
}

/** '12.50 L.E', '1,234.50 L.E': grouped like the counts beside it. */
export function formatEgp(egp: number): string {
  // `|| 0` turns -0 (a negative amount under half a piaster) into 0: no '-0.00'.
  const amount = toPiasters(egp) / PIASTERS_PER_EGP || 0;
  return `${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} ${CURRENCY_LABEL}`;
}

/** An amount without its currency, for columns headed '(EGP)': '12,345.60', thousands separated like the counts. */
export function formatAmount(egp: number): string {
  const amount = toPiasters(egp) / PIASTERS_PER_EGP || 0;
  return amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
}

export function addEgp(...amounts: number[]): number {
  return toEgp(amounts.reduce((sum, egp) => sum + toPiasters(egp), 0));
}
