import { calendarDateIn, startOfDay } from '@ops/shared/rules/dateRange';

export const DASHBOARD_TIME_ZONE = 'Africa/Cairo';
const WEEK_MS = 7 * 86_400_000;

/**
 * The instants every dashboard figure is read between: today so far on Cairo's calendar,
 * and the same weekday last week, so far (to the same clock time) and in full. Computed
 * once per request so that every part answers for the same moment.
 */
export interface DashboardWindow {
  now: Date;
  /** 'YYYY-MM-DD', Cairo. */
  day: string;
  todayStart: Date;
  /** Yesterday, whole: what the morning looks back on. */
  yesterdayStart: Date;
  yesterday: { year: number; month: number };
  lastWeekDay: string;
  lastWeekStart: Date;
  /** `now` a week ago: last week's figure "by this time". */
  lastWeekNow: Date;
  /** The first instant after last week's day (= the day after's start). */
  lastWeekEnd: Date;
  year: number;
  month: number;
  dayOfMonth: number;
}

export function dashboardWindow(now: Date): DashboardWindow {
  const todayStart = startOfDay(now, DASHBOARD_TIME_ZONE);
  const lastWeekNow = new Date(now.getTime() - WEEK_MS);
  const lastWeekStart = startOfDay(lastWeekNow, DASHBOARD_TIME_ZONE);
  // 26 h after a day's start is inside the next day whatever the DST shift.
  const lastWeekEnd = startOfDay(new Date(lastWeekStart.getTime() + 26 * 3_600_000), DASHBOARD_TIME_ZONE);
  const day = calendarDateIn(now, DASHBOARD_TIME_ZONE);
  // An hour before today's start is inside yesterday whatever the DST shift.
  const yesterdayStart = startOfDay(new Date(todayStart.getTime() - 3_600_000), DASHBOARD_TIME_ZONE);
  const [yYear, yMonth] = calendarDateIn(yesterdayStart, DASHBOARD_TIME_ZONE).split('-').map(Number) as [
    number,
    number,
  ];
  const [year, month, dayOfMonth] = day.split('-').map(Number) as [number, number, number];
  return {
    now,
    day,
    todayStart,
    yesterdayStart,
    yesterday: { year: yYear, month: yMonth },
    lastWeekDay: calendarDateIn(lastWeekNow, DASHBOARD_TIME_ZONE),
    lastWeekStart,
    lastWeekNow,
    lastWeekEnd,
    year,
    month,
    dayOfMonth,
  };
}
