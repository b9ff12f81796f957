import type { DomainModule } from '../../platform/modules/domainModule';
import { primeResolvers } from './resolvers';
import { primeSubscriptionsExport } from './primeSubscriptionsExport';
import { primeAggregate } from './aggregate';

/** The prime domain as the server registers it (platform/modules/domainModule.ts). */
export const primeModule: DomainModule = {
  name: 'prime',
  resolvers: [primeResolvers],
  exports: {
    primeSubscriptions: primeSubscriptionsExport,
  },
  aggregates: [primeAggregate],
};
