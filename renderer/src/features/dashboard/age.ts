import { durationText } from '@ops/shared/rules/durationText';
/** How long something has waited, in the one duration wording: '45 min', '5 h 20 min', '2 days 3 h'. */
export function formatAge(minutes: number): string {
  // Whole minutes passed, rounded down: a wait of 44.9 minutes has not reached 45.
  return durationText(Math.max(0, Math.floor(minutes)));
}
