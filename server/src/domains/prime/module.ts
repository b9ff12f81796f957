import type { DomainModule } from '../../platform/modules/domainModule';
import { PRIME_SERIES } from './exportableSeries';
import { primeResolvers } from './resolvers';
import { primeSubscriptionsExport } from './primeSubscriptionsExport';
import { primeAggregate } from './aggregate';

/** The prime domain as the server registers it (platform/modules/domainModule.ts). */
export const primeModule: DomainModule = {
  name: 'prime',
  resolvers: [primeResolvers],
  exportableSeries: PRIME_SERIES,
  exports: {
    primeSubscriptions: primeSubscriptionsExport,
  },
  aggregates: [primeAggregate],
};
