import type { DomainModule } from '../../platform/modules/domainModule';
import { FLEET_ALERTS_SERIES } from './exportableSeries';
import { fleetAlertsResolvers } from './resolvers';
import {
  activationCyclesExport,
  iotBatteryAlertsExport,
  malfunctionAlertsExport,
  outOfFenceVehiclesExport,
  urgentVehiclesExport,
  vehiclesCounterExport,
} from './fleetAlertsExport';
import { startSnapshotJob, takeVehicleSnapshot } from './snapshots';

/** The fleetAlerts domain as the server registers it (platform/modules/domainModule.ts). */
export const fleetAlertsModule: DomainModule = {
  name: 'fleetAlerts',
  resolvers: [fleetAlertsResolvers],
  exportableSeries: FLEET_ALERTS_SERIES,
  exports: {
    urgentVehicles: urgentVehiclesExport,
    outOfFenceVehicles: outOfFenceVehiclesExport,
    iotBatteryAlerts: iotBatteryAlertsExport,
    activationCycles: activationCyclesExport,
    malfunctionAlerts: malfunctionAlertsExport,
    vehiclesCounter: vehiclesCounterExport,
  },
  jobs: [
    // The snapshot counter's hourly counts (issue 9 §8): one now, then every hour.
    { name: 'vehicleSnapshots', start: ({ backgroundDeps }) => startSnapshotJob(backgroundDeps) },
  ],
  afterDemoSeed: async (deps) => {
    // The counter's first snapshot was taken as the server started, before the fleet was seeded.
    await takeVehicleSnapshot(deps);
  },
};
