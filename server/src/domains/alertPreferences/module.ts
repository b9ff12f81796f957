import type { DomainModule } from '../../platform/modules/domainModule';
import { alertPreferencesResolvers } from './resolvers';

/** The alertPreferences domain as the server registers it (platform/modules/domainModule.ts). */
export const alertPreferencesModule: DomainModule = {
  name: 'alertPreferences',
  resolvers: [alertPreferencesResolvers],
};
