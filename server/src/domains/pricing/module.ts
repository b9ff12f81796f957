import type { DomainModule } from '../../platform/modules/domainModule';
import { pricingResolvers } from './resolvers';

/** The pricing domain as the server registers it (platform/modules/domainModule.ts). */
export const pricingModule: DomainModule = {
  name: 'pricing',
  resolvers: [pricingResolvers],
};
