import type { DomainModule } from '../../platform/modules/domainModule';
import { registerUploadRoute } from '../../platform/uploads/uploadRoute';
import { additionalRideImageRoute } from './additionalImage';
import { RIDES_SERIES } from './exportableSeries';
import { ridesResolvers } from './resolvers';
import { rideReviewsResolvers } from './reviewResolvers';
import { ridesAnalyticsResolvers } from './analyticsResolvers';
import { ratingAnalyticsResolvers } from './ratingAnalyticsResolvers';
import { ridesExport } from './ridesExport';
import { rideRatingsExport, untappedRidesExport } from './rideReviewsExport';
import { ridesDaily } from './dailyAggregate';
import { ratingsAggregate } from './ratingsAggregate';
import { startRunawayRideSweep } from './runaway';

/** The rides domain as the server registers it (platform/modules/domainModule.ts). */
export const ridesModule: DomainModule = {
  name: 'rides',
  resolvers: [ridesResolvers, rideReviewsResolvers, ridesAnalyticsResolvers, ratingAnalyticsResolvers],
  exportableSeries: RIDES_SERIES,
  exports: {
    rides: ridesExport,
    rideRatings: rideRatingsExport,
    untappedRides: untappedRidesExport,
  },
  aggregates: [ridesDaily, ratingsAggregate],
  restRoutes: (app, deps) => registerUploadRoute(app, deps, additionalRideImageRoute(deps)),
  jobs: [
    // Rides left running past config.rideCharge.runawayHours end with a support task (issue 22 §8).
    {
      name: 'runawayRides',
      enabled: (config) => config.taskSlaSweep,
      start: ({ backgroundDeps }) => startRunawayRideSweep(backgroundDeps),
    },
  ],
};
