import type { DomainModule } from '../../platform/modules/domainModule';
import { withDashboardPulse } from './pulse';
import { dashboardResolvers } from './resolvers';

/** The dashboard domain as the server registers it (platform/modules/domainModule.ts). */
export const dashboardModule: DomainModule = {
  name: 'dashboard',
  resolvers: [dashboardResolvers],
  // The home dashboard hears every event on its way out and pulses the parts it moved (pulse.ts).
  tapEvents: (bus) => withDashboardPulse(bus),
};
