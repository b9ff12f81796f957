import type { DomainModule } from '../../platform/modules/domainModule';
import { targetsResolvers } from './resolvers';

/** The targets domain as the server registers it (platform/modules/domainModule.ts). */
export const targetsModule: DomainModule = {
  name: 'targets',
  resolvers: [targetsResolvers],
};
