/** The analytics domain's front door: what other domains may use of it. */
export { analyticsRange, type AnalyticsRange } from './range';
export { wireArea } from './areas';
export { cairoDateOf, withinCairoDays } from './daily/cairoSql';
export { readDailyRows, seriesOf, sumOf } from './daily/readDaily';
export { sqlAggregate } from './daily/sqlAggregate';
export { type AnalyticsSeries, type DayAreaValue, seriesFromDays } from './series';
