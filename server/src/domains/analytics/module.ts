import type { DomainModule } from '../../platform/modules/domainModule';
import { ANALYTICS_SERIES } from './exportableSeries';
import { analyticsSummaryResolvers } from './resolvers';

/**
 * The analytics domain as the server registers it (platform/modules/domainModule.ts). Its export
 * (module 'analytics', the table under any chart) is the platform's seriesExport over every
 * domain's exportableSeries, registered by compose/modules.ts.
 */
export const analyticsModule: DomainModule = {
  name: 'analytics',
  resolvers: [analyticsSummaryResolvers],
  exportableSeries: ANALYTICS_SERIES,
};
