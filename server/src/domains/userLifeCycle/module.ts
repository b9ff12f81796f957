import type { DomainModule } from '../../platform/modules/domainModule';
import { userLifeCycleResolvers } from './resolvers';
import { usersLifeCycleExport } from './usersLifeCycleExport';

/** The userLifeCycle domain as the server registers it (platform/modules/domainModule.ts). */
export const userLifeCycleModule: DomainModule = {
  name: 'userLifeCycle',
  resolvers: [userLifeCycleResolvers],
  exports: {
    usersLifeCycle: usersLifeCycleExport,
  },
};
