import type { DomainModule } from '../../platform/modules/domainModule';
import { inventoryResolvers } from './resolvers';
import { inventoryItemsExport } from './inventoryItemsExport';
import {
  inventoryConsumptionExport,
  inventoryInputsExport,
  inventoryMovementsExport,
  inventoryReturnsExport,
  inventorySortingExport,
  inventoryTransfersExport,
} from './inventoryMovementsExport';
import { damagedPartsRequestsExport, inventoryRequestsExport } from './inventoryRequestsExport';
import { inventoryStoragesExport, inventoryUrgentExport } from './inventoryStockExport';

/** The inventory domain as the server registers it (platform/modules/domainModule.ts). */
export const inventoryModule: DomainModule = {
  name: 'inventory',
  resolvers: [inventoryResolvers],
  exports: {
    inventoryItems: inventoryItemsExport,
    inventoryMovements: inventoryMovementsExport,
    inventoryInputs: inventoryInputsExport,
    inventoryTransfers: inventoryTransfersExport,
    inventoryConsumption: inventoryConsumptionExport,
    inventoryReturns: inventoryReturnsExport,
    inventorySorting: inventorySortingExport,
    inventoryRequests: inventoryRequestsExport,
    damagedPartsRequests: damagedPartsRequestsExport,
    inventoryStorages: inventoryStoragesExport,
    inventoryUrgent: inventoryUrgentExport,
  },
};
