import type { DomainModule } from '../../platform/modules/domainModule';
import { dashboardResolvers } from './resolvers';

/** The dashboard domain as the server registers it (platform/modules/domainModule.ts). */
export const dashboardModule: DomainModule = {
  name: 'dashboard',
  resolvers: [dashboardResolvers],
};
