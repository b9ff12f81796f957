/**
 * Rules of the small settings lists (issue 12 §4): payment methods (enable, order) and the
 * rating recommendations riders pick per star count.
 */

export const RATING_STARS = [1, 2, 3, 4, 5] as const;
export const RECOMMENDATION_MAX = 80;

export const SETTINGS_MESSAGES = {
  recommendationRequired: 'Recommendation text is required',
  recommendationTooLong: `Recommendation must be at most ${RECOMMENDATION_MAX} characters`,
  stars: 'Stars must be from 1 to 5',
  duplicateRecommendation: 'This recommendation already exists for that star count',
  recommendationNotFound: 'Recommendation not found',
  paymentMethodNotFound: 'Payment method not found',
  orderMismatch: 'The order must list every payment method once',
  lastEnabled: 'At least one payment method must stay enabled',
} as const;

export function recommendationError(input: { stars: number; text: string }): string | null {
  if (!RATING_STARS.includes(input.stars as (typeof RATING_STARS)[number])) return SETTINGS_MESSAGES.stars;
  const text = input.text?.trim() ?? '';
  if (!text) return SETTINGS_MESSAGES.recommendationRequired;
  if (text.length > RECOMMENDATION_MAX) return SETTINGS_MESSAGES.recommendationTooLong;
  return null;
}

/** A new order is the same methods, each once. */
export function orderError(current: readonly string[], proposed: readonly string[]): string | null {
  if (proposed.length !== current.length || new Set(proposed).size !== proposed.length)
    return SETTINGS_MESSAGES.orderMismatch;
  const known = new Set(current);
  return proposed.every((id) => known.has(id)) ? null : SETTINGS_MESSAGES.orderMismatch;
}

/** The list after moving one item up (-1) or down (+1); unchanged at the ends. */
export function moved<T>(items: readonly T[], index: number, by: -1 | 1): T[] {
  const target = index + by;
  const out = [...items];
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return out;
  [out[index], out[target]] = [out[target]!, out[index]!];
  return out;
}

/** Disabling is refused when it would leave riders with no way to pay. */
export function toggleError(
  methods: ReadonlyArray<{ id: string; enabled: boolean }>,
  id: string,
  enabled: boolean,
): string | null {
  const method = methods.find((entry) => entry.id === id);
  if (!method) return SETTINGS_MESSAGES.paymentMethodNotFound;
  if (!enabled && methods.filter((entry) => entry.enabled && entry.id !== id).length === 0)
    return SETTINGS_MESSAGES.lastEnabled;
  return null;
}
