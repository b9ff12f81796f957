import type { DomainModule } from '../../platform/modules/domainModule';
import { startupResolvers } from './resolvers';

/** The startup domain as the server registers it (platform/modules/domainModule.ts). */
export const startupModule: DomainModule = {
  name: 'startup',
  resolvers: [startupResolvers],
};
