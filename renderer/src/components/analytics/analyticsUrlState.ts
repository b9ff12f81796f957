import { DEFAULT_TIME_UNIT, type TimeUnit } from '@ops/shared/analytics/buckets';
import { normalizeAreaSelection } from '@ops/shared/analytics/selection';

/**
 * An analytics page's range, data resolution and areas in the URL query (issue 11 §1), so a
 * view can be bookmarked and survives a reload, like the list kit's filters. Defaults are left
 * out of the address: an untouched page has a clean URL and always opens on the last 30 days.
 *
 *   ?from=2026-10-01&to=2026-10-31&res=week&areas=a1,a2
 */
export interface AnalyticsUrlState {
  /** Cairo calendar days, 'YYYY-MM-DD', both ends included. */
  from: string;
  to: string;
  unit: TimeUnit;
  /** Chosen area ids; empty means every area (02 §4: 0 clears). */
  areas: string[];
}

export interface AnalyticsDefaults {
  /** Today as a Cairo day: the default range ends here. */
  today: string;
  /** How many days the default range holds, today included. */
  days: number;
  unit?: TimeUnit;
}

export const DEFAULT_RANGE_DAYS = 30;

/** The URL words of the resolution; the contract's TimeUnit stays out of the address. */
export const RESOLUTIONS: ReadonlyArray<{ unit: TimeUnit; param: string; label: string }> = [
  { unit: 'DAYS', param: 'day', label: 'Day' },
  { unit: 'WEEKS', param: 'week', label: 'Week' },
  { unit: 'MONTH', param: 'month', label: 'Month' },
];

const PARAMS = ['from', 'to', 'res', 'areas'] as const;
const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export function isDay(text: string | null): text is string {
  if (text === null || !PLAIN_DAY.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === text;
}

/** `day` moved by `delta` calendar days. */
export function addDays(day: string, delta: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + delta * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to`, both included. */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS) + 1;
}

export function defaultAnalyticsState(defaults: AnalyticsDefaults): AnalyticsUrlState {
  return {
    from: addDays(defaults.today, -(defaults.days - 1)),
    to: defaults.today,
    unit: defaults.unit ?? DEFAULT_TIME_UNIT,
    areas: [],
  };
}

/**
 * The state from the address. A range is used only whole and in order (a hand-edited link with
 * one end, a bad day or the ends swapped falls back to the default range); an unknown resolution
 * falls back to the default one; `areas=0` is every area.
 */
export function readAnalyticsUrlState(
  params: URLSearchParams,
  defaults: AnalyticsDefaults,
): AnalyticsUrlState {
  const state = defaultAnalyticsState(defaults);
  const from = params.get('from');
  const to = params.get('to');
  if (isDay(from) && isDay(to) && from <= to) {
    state.from = from;
    state.to = to;
  }
  const unit = RESOLUTIONS.find((r) => r.param === params.get('res'))?.unit;
  if (unit) state.unit = unit;
  state.areas = normalizeAreaSelection((params.get('areas') ?? '').split(','));
  return state;
}

/** The address for a state: these parameters replaced, every other one kept; defaults left out. */
export function writeAnalyticsUrlState(
  state: AnalyticsUrlState,
  defaults: AnalyticsDefaults,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const out = new URLSearchParams(base);
  for (const name of PARAMS) out.delete(name);
  const initial = defaultAnalyticsState(defaults);
  if (state.from !== initial.from || state.to !== initial.to) {
    out.set('from', state.from);
    out.set('to', state.to);
  }
  if (state.unit !== initial.unit) out.set('res', RESOLUTIONS.find((r) => r.unit === state.unit)!.param);
  const areas = normalizeAreaSelection(state.areas);
  if (areas.length > 0) out.set('areas', areas.join(','));
  return out;
}

/** Quick ranges beside the pickers, each ending today. */
export const RANGE_PRESETS: ReadonlyArray<{ key: string; label: string; days: number }> = [
  { key: '7d', label: 'Last 7 days', days: 7 },
  { key: '30d', label: 'Last 30 days', days: 30 },
  { key: '90d', label: 'Last 90 days', days: 90 },
  { key: '365d', label: 'Last 12 months', days: 365 },
];
