import type { DomainModule } from '../../platform/modules/domainModule';
import { riderAnalyticsResolvers } from './resolvers';
import { userRegistrationsDaily } from './aggregates/userRegistrations';
import { walletDaily } from './aggregates/walletDaily';
import { riderCohortMonths } from './aggregates/cohortMonths';

/** The riderAnalytics domain as the server registers it (platform/modules/domainModule.ts). */
export const riderAnalyticsModule: DomainModule = {
  name: 'riderAnalytics',
  resolvers: [riderAnalyticsResolvers],
  aggregates: [userRegistrationsDaily, walletDaily, riderCohortMonths],
};
