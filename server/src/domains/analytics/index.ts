/** The analytics domain's front door: what other domains may use of it. */
export { analyticsRange, type AnalyticsRange } from './range';
