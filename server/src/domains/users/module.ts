import type { DomainModule } from '../../platform/modules/domainModule';
import { usersResolvers } from './resolvers';
import { userActionsResolvers } from './actions/resolvers';
import { userPageResolvers } from './pageResolvers';
import { adminFlagsResolvers } from './adminFlagsResolvers';
import { auditResolvers } from './historyResolvers';
import { usersExport } from './usersExport';

/** The users domain as the server registers it (platform/modules/domainModule.ts). */
export const usersModule: DomainModule = {
  name: 'users',
  resolvers: [usersResolvers, userActionsResolvers, userPageResolvers, adminFlagsResolvers, auditResolvers],
  exports: {
    users: usersExport,
  },
};
