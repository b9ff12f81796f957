import type { DomainModule } from '../../platform/modules/domainModule';
import { expressResolvers } from './resolvers';
import { expressPartnersExport } from './expressPartnersExport';

/** The express domain as the server registers it (platform/modules/domainModule.ts). */
export const expressModule: DomainModule = {
  name: 'express',
  resolvers: [expressResolvers],
  exports: {
    expressPartners: expressPartnersExport,
  },
};
