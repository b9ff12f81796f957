import type { DomainModule } from '../../platform/modules/domainModule';
import { RENTALS_SERIES } from './exportableSeries';
import { rentalsResolvers } from './resolvers';
import { rentalsExport } from './rentalsExport';

/** The rentals domain as the server registers it (platform/modules/domainModule.ts). */
export const rentalsModule: DomainModule = {
  name: 'rentals',
  resolvers: [rentalsResolvers],
  exportableSeries: RENTALS_SERIES,
  exports: {
    rentals: rentalsExport,
  },
};
