import type { DomainModule } from '../../platform/modules/domainModule';
import { onGroundTeamResolvers } from './resolvers';
import { onGroundTeamExport } from './onGroundTeamExport';

/** The onGroundTeam domain as the server registers it (platform/modules/domainModule.ts). */
export const onGroundTeamModule: DomainModule = {
  name: 'onGroundTeam',
  resolvers: [onGroundTeamResolvers],
  exports: {
    onGroundTeam: onGroundTeamExport,
  },
};
