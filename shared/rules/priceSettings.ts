import { DEFAULT_BASE_PRICE, DEFAULT_MINUTE_PRICE } from './pricing';
import { isWholePiasters } from './money';

/**
 * The pricing page (issue 12 §4): a base and a per-minute price per area and vehicle type,
 * 6 and 1 L.E unless set. A change applies to rides started after it: each ride keeps the
 * price in force when it started (server: ride_prices history, copied onto the ride).
 */

/** Far above any real fare; a typo of an extra zero or two is refused, not charged. */
export const MAX_BASE_PRICE = 500;
export const MAX_MINUTE_PRICE = 100;

export const PRICE_MESSAGES = {
  basePrice: `Base price must be from 0 to ${MAX_BASE_PRICE} L.E, in whole piasters`,
  minutePrice: `Minute price must be from 0 to ${MAX_MINUTE_PRICE} L.E, in whole piasters`,
  reasonRequired: 'Please write the reason for this price change',
  unchanged: 'These are already the prices',
  areaNotFound: 'Area not found',
  vehicleType: 'Unknown vehicle type',
} as const;

export interface PriceInput {
  basePrice: number;
  minutePrice: number;
  reason: string;
}

function inRange(value: number, max: number): boolean {
  return Number.isFinite(value) && value >= 0 && value <= max && isWholePiasters(value);
}

export function priceInputError(
  input: PriceInput,
  current: { basePrice: number; minutePrice: number } | null,
): string | null {
  if (!inRange(input.basePrice, MAX_BASE_PRICE)) return PRICE_MESSAGES.basePrice;
  if (!inRange(input.minutePrice, MAX_MINUTE_PRICE)) return PRICE_MESSAGES.minutePrice;
  if (!input.reason || input.reason.trim().length === 0) return PRICE_MESSAGES.reasonRequired;
  if (current && current.basePrice === input.basePrice && current.minutePrice === input.minutePrice)
    return PRICE_MESSAGES.unchanged;
  return null;
}

export interface PriceHistoryEntry {
  basePrice: number;
  minutePrice: number;
  effectiveFrom: Date | string;
}

/**
 * The price in force at `at`: the latest entry whose effectiveFrom is not after it, else
 * the defaults. Entries may come in any order.
 */
export function priceInForce(
  history: readonly PriceHistoryEntry[],
  at: Date,
): { basePrice: number; minutePrice: number; isDefault: boolean } {
  let best: PriceHistoryEntry | null = null;
  for (const entry of history) {
    const from = new Date(entry.effectiveFrom).getTime();
    if (from > at.getTime()) continue;
    if (!best || from >= new Date(best.effectiveFrom).getTime()) best = entry;
  }
  return best
    ? { basePrice: best.basePrice, minutePrice: best.minutePrice, isDefault: false }
    : { basePrice: DEFAULT_BASE_PRICE, minutePrice: DEFAULT_MINUTE_PRICE, isDefault: true };
}
