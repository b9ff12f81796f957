import { formatMinutes } from '../../lib/format';
/**
 * How long something has waited, in the one duration wording ('45 min', '5 h 20 min',
 * '2 days 3 h', shared/rules/durationText in English; Arabic's plural forms through lib/format).
 */
export function formatAge(minutes: number): string {
  // Whole minutes passed, rounded down: a wait of 44.9 minutes has not reached 45.
  return formatMinutes(Math.max(0, Math.floor(minutes)));
}
