import type { DomainModule } from '../../platform/modules/domainModule';
import { RIDER_ANALYTICS_SERIES } from './exportableSeries';
import { riderAnalyticsResolvers } from './resolvers';
import { userRegistrationsDaily } from './aggregates/userRegistrations';
import { walletDaily } from './aggregates/walletDaily';
import { riderCohortMonths } from './aggregates/cohortMonths';
import { activeRiderBuckets } from './aggregates/activeRiders';

/** The riderAnalytics domain as the server registers it (platform/modules/domainModule.ts). */
export const riderAnalyticsModule: DomainModule = {
  name: 'riderAnalytics',
  resolvers: [riderAnalyticsResolvers],
  exportableSeries: RIDER_ANALYTICS_SERIES,
  aggregates: [userRegistrationsDaily, walletDaily, riderCohortMonths, activeRiderBuckets],
};
