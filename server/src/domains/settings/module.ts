import type { DomainModule } from '../../platform/modules/domainModule';
import { settingsResolvers } from './resolvers';
import { registerPaymentIconRoute } from './paymentIconRoute';

/** The settings domain as the server registers it (platform/modules/domainModule.ts). */
export const settingsModule: DomainModule = {
  name: 'settings',
  resolvers: [settingsResolvers],
  restRoutes: registerPaymentIconRoute,
};
