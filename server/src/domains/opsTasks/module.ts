import type { DomainModule } from '../../platform/modules/domainModule';
import { opsTasksResolvers } from './resolvers';
import { opsTasksExport } from './opsTasksExport';

/** The opsTasks domain as the server registers it (platform/modules/domainModule.ts). */
export const opsTasksModule: DomainModule = {
  name: 'opsTasks',
  resolvers: [opsTasksResolvers],
  exports: {
    opsTasks: opsTasksExport,
  },
};
