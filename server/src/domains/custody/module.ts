import type { DomainModule } from '../../platform/modules/domainModule';
import { custodyResolvers } from './resolvers';
import { custodyTransfersExport } from './custodyTransfersExport';

/** The custody domain as the server registers it (platform/modules/domainModule.ts). */
export const custodyModule: DomainModule = {
  name: 'custody',
  resolvers: [custodyResolvers],
  exports: {
    custodyTransfers: custodyTransfersExport,
  },
};
