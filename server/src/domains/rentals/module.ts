import type { DomainModule } from '../../platform/modules/domainModule';
import { rentalsResolvers } from './resolvers';
import { rentalsExport } from './rentalsExport';

/** The rentals domain as the server registers it (platform/modules/domainModule.ts). */
export const rentalsModule: DomainModule = {
  name: 'rentals',
  resolvers: [rentalsResolvers],
  exports: {
    rentals: rentalsExport,
  },
};
