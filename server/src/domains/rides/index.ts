/** The rides domain's front door: what other domains may use of it (server/README.md, the layering rule). */
export { type AnalyticsArgs, getRidesAnalytics } from './analytics';
export { lockRide } from './lock';
export { appendRideLog } from './rideLog';
export { rideView, type RideView, selectRideViews } from './present';
export { mayListRides } from './ridesList';
export { rides } from './tables';
