import type { DomainModule } from '../../platform/modules/domainModule';
import { localePreferencesResolvers } from './resolvers';

/** The localePreferences domain as the server registers it (platform/modules/domainModule.ts). */
export const localePreferencesModule: DomainModule = {
  name: 'localePreferences',
  resolvers: [localePreferencesResolvers],
};
