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

/** How fresh the active riders are (kept by the aggregate job, issue 24); empty when they were read live. */
export function activeRidersFreshness(
  refreshedAt: string | null | undefined,
  format: (iso: string) => string,
  t: TFunction,
): string {
  return refreshedAt ? t('analytics.users.activeAsOf', { time: format(refreshedAt) }) : '';
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

/** WCAG relative luminance of a colour. */
function luminance(rgb: readonly number[]): number {
  const channel = (value: number) => {
    const v = value / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(rgb[0]!) + 0.7152 * channel(rgb[1]!) + 0.0722 * channel(rgb[2]!);
}

/**
 * A heat cell's colours: the theme colour at an opacity growing with the share (relative to the
 * table's largest share, so a table of small shares still reads), and white or black text,
 * whichever contrasts more with the colour drawn over the card (`base`): a fixed threshold put
 * white on the light theme's mid teal at 2.4:1 (axe).
 */
export function heatCell(
  share: number,
  max: number,
  rgb: readonly [number, number, number],
  base: readonly [number, number, number] = [255, 255, 255],
): { background: string; color: string } {
  const strength = max > 0 ? Math.min(1, Math.max(0, share / max)) : 0;
  const alpha = roundTo(0.06 + strength * 0.84, 2);
  const drawn = luminance(rgb.map((value, i) => value * alpha + base[i]! * (1 - alpha)));
  const onWhite = 1.05 / (drawn + 0.05);
  const onBlack = (drawn + 0.05) / 0.05;
  return {
    background: `rgba(${rgb.join(', ')}, ${alpha})`,
    color: onWhite > onBlack ? '#ffffff' : '#000000',
  };
}

/** '#0f766e' → [15, 118, 110]; anything else gives the app's teal. */
export function hexToRgb(hex: string): [number, number, number] {
  const match = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex.trim());
  if (!match) return [19, 128, 124];
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16)];
}
