import type { DomainModule } from '../../platform/modules/domainModule';
import { quickFindResolvers } from './resolvers';

/** The quickFind domain as the server registers it (platform/modules/domainModule.ts). */
export const quickFindModule: DomainModule = {
  name: 'quickFind',
  resolvers: [quickFindResolvers],
};
