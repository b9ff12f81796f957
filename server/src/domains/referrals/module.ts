import type { DomainModule } from '../../platform/modules/domainModule';
import { referralsResolvers } from './resolvers';
import { referInitiatorsExport, referredUsersExport } from './referralsExport';
import { topRidersExport } from './topRidersExport';

/** The referrals domain as the server registers it (platform/modules/domainModule.ts). */
export const referralsModule: DomainModule = {
  name: 'referrals',
  resolvers: [referralsResolvers],
  exports: {
    referredUsers: referredUsersExport,
    referInitiators: referInitiatorsExport,
    topRiders: topRidersExport,
  },
};
