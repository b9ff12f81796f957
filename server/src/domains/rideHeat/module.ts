import type { DomainModule } from '../../platform/modules/domainModule';
import { rideHeatResolvers } from './resolvers';
import { heatCellsExport } from './heatCellsExport';

/** The rideHeat domain as the server registers it (platform/modules/domainModule.ts). */
export const rideHeatModule: DomainModule = {
  name: 'rideHeat',
  resolvers: [rideHeatResolvers],
  exports: {
    heatCells: heatCellsExport,
  },
};
