import type { DomainModule } from '../../platform/modules/domainModule';
import { settlementResolvers } from './resolvers';

/** The settlement domain as the server registers it (platform/modules/domainModule.ts). */
export const settlementModule: DomainModule = {
  name: 'settlement',
  resolvers: [settlementResolvers],
};
