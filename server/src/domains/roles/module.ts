import type { DomainModule } from '../../platform/modules/domainModule';
import { rolesResolvers } from './resolvers';

/** The roles domain as the server registers it (platform/modules/domainModule.ts). */
export const rolesModule: DomainModule = {
  name: 'roles',
  resolvers: [rolesResolvers],
};
