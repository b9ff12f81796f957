import type { DomainModule } from '../../platform/modules/domainModule';
import { staffLocationsResolvers } from './resolvers';

/** The staffLocations domain as the server registers it (platform/modules/domainModule.ts). */
export const staffLocationsModule: DomainModule = {
  name: 'staffLocations',
  resolvers: [staffLocationsResolvers],
};
