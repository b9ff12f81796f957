import type { DomainModule } from '../../platform/modules/domainModule';
import { RESERVATIONS_SERIES } from './exportableSeries';
import { reservationsResolvers } from './resolvers';
import { reservationsExport } from './reservationsExport';
import { reservationsAggregate } from './aggregate';

/** The reservations domain as the server registers it (platform/modules/domainModule.ts). */
export const reservationsModule: DomainModule = {
  name: 'reservations',
  resolvers: [reservationsResolvers],
  exportableSeries: RESERVATIONS_SERIES,
  exports: {
    reservations: reservationsExport,
  },
  aggregates: [reservationsAggregate],
};
