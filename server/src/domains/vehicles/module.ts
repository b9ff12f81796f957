import type { DomainModule } from '../../platform/modules/domainModule';
import { vehiclesResolvers } from './resolvers';
import { vehiclesExport } from './vehiclesExport';

/** The vehicles domain as the server registers it (platform/modules/domainModule.ts). */
export const vehiclesModule: DomainModule = {
  name: 'vehicles',
  resolvers: [vehiclesResolvers],
  exports: {
    vehicles: vehiclesExport,
  },
};
