import type { DomainModule } from '../../platform/modules/domainModule';
import { analyticsSummaryResolvers } from './resolvers';
import { analyticsExport } from './analyticsExport';

/** The analytics domain as the server registers it (platform/modules/domainModule.ts). */
export const analyticsModule: DomainModule = {
  name: 'analytics',
  resolvers: [analyticsSummaryResolvers],
  exports: {
    analytics: analyticsExport,
  },
};
