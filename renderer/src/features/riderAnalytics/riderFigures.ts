import type { TFunction } from 'i18next';
import type { Series } from '@ops/shared/analytics/selection';
import { normalizeAreaSelection } from '@ops/shared/analytics/selection';
import { total } from '@ops/shared/rules/analytics';
import { roundTo, safeRatio } from '@ops/shared/rules/rounding';

/** Percent with two decimals of a ratio (0.374 → 37.4). */
export const percent = (part: number, whole: number): number => roundTo(safeRatio(part, whole, 6) * 100);

/**
 * How fresh figures kept by the aggregate job are (issue 24): the time of its last refresh, or
 * that the first one has not run yet. `format` prints a time (lib/format's formatDateTime).
 */
export function freshnessText(
  refreshedAt: string | null | undefined,
  format: (iso: string) => string,
  t: TFunction,
): string {
  if (!refreshedAt) return t('analytics.cohorts.preparing');
  return t('analytics.cohorts.asOf', { time: format(refreshedAt) });
}

/** The share of Arabic-speaking riders among the new ones, in percent (0 when there are none). */
export function arabicShare(languages: { ar: number; en: number }): number {
  return percent(languages.ar, languages.ar + languages.en);
}

/** Rides of new riders per new rider over the range, for the chosen areas (0 with no new riders). */
export function ridesPerNewRider(rides: Series, newUsers: Series): number {
  return safeRatio(total(rides.totalData), total(newUsers.totalData));
}

export interface CaseCount {
  case: string;
  label: string;
  count: number;
  areas: readonly { id: string; count: number }[];
}

/** Each case's events in the chosen areas (02 §4: every area when none is chosen), most first, empty cases dropped. */
export function casesInAreas(
  cases: readonly CaseCount[],
  selected: readonly string[],
): { case: string; label: string; count: number }[] {
  const chosen = normalizeAreaSelection(selected);
  return cases
    .map((entry) => ({
      case: entry.case,
      label: entry.label,
      count:
        chosen.length === 0
          ? entry.count
          : entry.areas.filter((area) => chosen.includes(area.id)).reduce((sum, area) => sum + area.count, 0),
    }))
    .filter((entry) => entry.count > 0)
    .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
}

export interface CohortRow {
  month: string;
  size: number;
  riders: readonly number[];
  shares: readonly number[];
  rodeEver: number;
}

/**
 * The share of riders riding in month k since sign-up over every cohort old enough to have a
 * month k, weighted by cohort size (a cohort of 10 does not weigh like one of 1,000); percent.
 */
export function retentionAt(cohorts: readonly CohortRow[], k: number): number {
  const old = cohorts.filter((cohort) => cohort.riders.length > k);
  return percent(
    old.reduce((sum, cohort) => sum + (cohort.riders[k] ?? 0), 0),
    old.reduce((sum, cohort) => sum + cohort.size, 0),
  );
}

/**
 * A heat cell's colours: the theme colour at an opacity growing with the share (relative to the
 * table's largest share, so a table of small shares still reads), and text that stays readable
 * on the darkest cells.
 */
export function heatCell(
  share: number,
  max: number,
  rgb: readonly [number, number, number],
): { background: string; color: string } {
  const strength = max > 0 ? Math.min(1, Math.max(0, share / max)) : 0;
  const alpha = roundTo(0.06 + strength * 0.84, 2);
  return { background: `rgba(${rgb.join(', ')}, ${alpha})`, color: alpha > 0.55 ? '#ffffff' : 'inherit' };
}

/** '#0f766e' → [15, 118, 110]; anything else gives the app's teal. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return [19, 128, 124];
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}
