import type { DomainModule } from '../../platform/modules/domainModule';
import { promocodesResolvers } from './resolvers';
import { promocodesExport } from './promocodesExport';

/** The promocodes domain as the server registers it (platform/modules/domainModule.ts). */
export const promocodesModule: DomainModule = {
  name: 'promocodes',
  resolvers: [promocodesResolvers],
  exports: {
    promocodes: promocodesExport,
  },
};
