import type { DomainModule } from '../../platform/modules/domainModule';
import { alertDevRoutes } from './devRoutes';
import { startAlertWatcher } from './watcher';

/** The alerts domain as the server registers it (platform/modules/domainModule.ts). */
export const alertsModule: DomainModule = {
  name: 'alerts',
  jobs: [
    {
      name: 'alertWatcher',
      enabled: (config) => config.alertWatcher,
      start: ({ backgroundDeps }) => startAlertWatcher(backgroundDeps),
    },
  ],
  devRoutes: alertDevRoutes,
};
