import type { DomainModule } from '../../platform/modules/domainModule';
import { authResolvers } from './resolvers';

/** The auth domain as the server registers it (platform/modules/domainModule.ts). */
export const authModule: DomainModule = {
  name: 'auth',
  resolvers: [authResolvers],
};
