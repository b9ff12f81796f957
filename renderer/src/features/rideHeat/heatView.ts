import { cairoDay } from '@ops/shared/analytics/buckets';
import { HOURS_IN_DAY, type HeatCellSize, type HeatPoint } from '@ops/shared/analytics/heat';
import { applyDateRange, CAIRO_TIME_ZONE, instantOfDay } from '@ops/shared/lists/dateRangeFilter';

/** What a heat page shows, as its address keeps it (a link opens the same map). */
export interface HeatView {
  /** Cairo days, 'YYYY-MM-DD'. */
  from: string;
  to: string;
  point: HeatPoint;
  /** 0–23, or null for all hours. */
  hour: number | null;
  areas: string[];
}

/** The range a page opens on: the last 30 Cairo days, today included. */
export const DEFAULT_DAYS = 30;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) - days * 86_400_000).toISOString().slice(0, 10);
}

/** The view in the address; anything missing or unreadable falls back to the default. */
export function readHeatView(params: URLSearchParams, now: Date): HeatView {
  const today = cairoDay(now);
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const hourText = params.get('hour');
  const hour = hourText === null || hourText === '' ? null : Number(hourText);
  const areas = (params.get('areas') ?? '').split(',').filter(Boolean);
  const valid = DAY.test(from) && DAY.test(to);
  return {
    from: valid ? from : daysBefore(today, DEFAULT_DAYS - 1),
    to: valid ? to : today,
    point: params.get('point') === 'end' ? 'END' : 'START',
    hour: hour !== null && Number.isInteger(hour) && hour >= 0 && hour < HOURS_IN_DAY ? hour : null,
    areas,
  };
}

/** The address of a view: only what differs from nothing (hour and areas only when set). */
export function writeHeatView(view: HeatView): URLSearchParams {
  const params = new URLSearchParams({
    from: view.from,
    to: view.to,
    point: view.point === 'END' ? 'end' : 'start',
  });
  if (view.hour !== null) params.set('hour', String(view.hour));
  if (view.areas.length > 0) params.set('areas', view.areas.join(','));
  return params;
}

const calendarDay = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOfDay({ year, month, day: date }, CAIRO_TIME_ZONE);
};

/** Start of the first Cairo day to the end of the last, as the server reads a range. */
export function heatRange(view: HeatView): { startDate: string; endDate: string } {
  const applied = applyDateRange(
    { start: calendarDay(view.from), end: calendarDay(view.to) },
    { timeZone: CAIRO_TIME_ZONE },
  );
  if (!applied.ok || !applied.value) throw new Error(`not a range: ${view.from}..${view.to}`);
  return applied.value;
}

/** The variables of the cells query. */
export function heatVariables(view: HeatView, cellSize: HeatCellSize) {
  return {
    ...heatRange(view),
    point: view.point,
    hour: view.hour,
    areas: view.areas.length > 0 ? view.areas : null,
    cellSize,
  };
}

/** The variables of the hours query: the same range, point and areas, every hour. */
export function hoursVariables(view: HeatView) {
  return { ...heatRange(view), point: view.point, areas: view.areas.length > 0 ? view.areas : null };
}

/** The next hour of the slider's play: 0 after 23, and 0 when it was on all hours. */
export const nextHour = (hour: number | null): number => (hour === null ? 0 : (hour + 1) % HOURS_IN_DAY);
