import type { DomainModule } from '../../platform/modules/domainModule';
import { sessionsResolvers } from './resolvers';
import { appSessionsExport, opsSessionsExport } from './sessionsExport';
import { appSessionsDaily } from './dailyAggregate';

/** The sessions domain as the server registers it (platform/modules/domainModule.ts). */
export const sessionsModule: DomainModule = {
  name: 'sessions',
  resolvers: [sessionsResolvers],
  exports: {
    appSessions: appSessionsExport,
    opsSessions: opsSessionsExport,
  },
  aggregates: [appSessionsDaily],
};
