import type { DomainModule } from '../../platform/modules/domainModule';
import { distributionsResolvers } from './resolvers';
import { distributionsExport } from './distributionsExport';

/** The distributions domain as the server registers it (platform/modules/domainModule.ts). */
export const distributionsModule: DomainModule = {
  name: 'distributions',
  resolvers: [distributionsResolvers],
  exports: {
    distributions: distributionsExport,
  },
};
