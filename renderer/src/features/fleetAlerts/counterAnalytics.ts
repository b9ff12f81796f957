import { selectAreas, summarize, type Series } from '@ops/shared/analytics/selection';
import { total } from '@ops/shared/rules/analytics';
import { safeRatio } from '@ops/shared/rules/rounding';

export const COUNTER_STATUSES = ['ready', 'on', 'off'] as const;
export type CounterStatus = (typeof COUNTER_STATUSES)[number];
/** The Counter page's words for the statuses (On, Ready, Off). */
export const COUNTER_STATUS_LABELS: Record<CounterStatus, string> = { ready: 'Ready', on: 'On', off: 'Off' };

/**
 * The page's figures for the chosen areas: each status' mean over the range, the fleet (their sum)
 * and each status' share of it, and the fleet's series (ready + on + off per bucket).
 */
export function counterFigures(data: Record<CounterStatus, Series>, areas: readonly string[]) {
  const chosen = Object.fromEntries(
    COUNTER_STATUSES.map((status) => [status, selectAreas(data[status], areas)]),
  ) as Record<CounterStatus, Series>;
  const averages = Object.fromEntries(
    COUNTER_STATUSES.map((status) => [status, summarize(chosen[status]).average]),
  ) as Record<CounterStatus, number>;
  const fleet = total(COUNTER_STATUSES.map((status) => averages[status]));
  const share = Object.fromEntries(
    COUNTER_STATUSES.map((status) => [status, safeRatio(averages[status] * 100, fleet, 1)]),
  ) as Record<CounterStatus, number>;
  return { chosen, averages, fleet, share };
}
