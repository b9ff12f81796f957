import type { DomainModule } from '../../platform/modules/domainModule';
import { tasksExport } from './tasksExport';
import { taskHandlingTimesExport } from './taskHandlingTimesExport';
import {
  clearVehicleCondition,
  heldVehicleCode,
  offersSettled,
  raiseVehicleCondition,
  slaDevRoutes,
  startSlaSweep,
  startTaskScheduler,
  tasksResolvers,
} from './engine';

/** The tasks domain as the server registers it (platform/modules/domainModule.ts). */
export const tasksModule: DomainModule = {
  name: 'tasks',
  resolvers: [tasksResolvers],
  exports: {
    tasks: tasksExport,
    taskHandlingTimes: taskHandlingTimesExport,
  },
  jobs: [
    {
      name: 'taskScheduler',
      start: ({ deps }) => {
        const stop = startTaskScheduler(deps);
        return async () => {
          await stop();
          // An agent's answer may have left its offer round running (offerAfterAgentAction).
          await offersSettled(deps);
        };
      },
    },
    {
      name: 'taskSlaSweep',
      enabled: (config) => config.taskSlaSweep,
      start: ({ backgroundDeps }) => startSlaSweep(backgroundDeps),
    },
  ],
  devRoutes: slaDevRoutes,
  // A device gone offline is the IoT off case: the gateway raises and clears it through the engine.
  vehicleGatewayCases: (deps) => ({
    raise: (vehicleId, reason) => raiseVehicleCondition(deps, { vehicleId, reason }),
    clear: (vehicleId, reason) => clearVehicleCondition(deps, { vehicleId, reason }),
  }),
  heldVehicleCode,
};
