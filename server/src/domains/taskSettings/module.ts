import type { DomainModule } from '../../platform/modules/domainModule';
import { taskSettingsResolvers } from './resolvers';
import { taskSlaResolvers } from './slaResolvers';
import { taskAreaSettingsExport, taskTypeSettingsExport } from './taskSettingsExport';

/** The taskSettings domain as the server registers it (platform/modules/domainModule.ts). */
export const taskSettingsModule: DomainModule = {
  name: 'taskSettings',
  resolvers: [taskSettingsResolvers, taskSlaResolvers],
  exports: {
    taskTypeSettings: taskTypeSettingsExport,
    taskAreaSettings: taskAreaSettingsExport,
  },
};
