import type { DomainModule } from '../../platform/modules/domainModule';
import { maintenanceResolvers } from './resolvers';
import { maintenanceRecordsExport, maintenanceTicketsExport } from './maintenanceExport';

/** The maintenance domain as the server registers it (platform/modules/domainModule.ts). */
export const maintenanceModule: DomainModule = {
  name: 'maintenance',
  resolvers: [maintenanceResolvers],
  exports: {
    maintenanceRecords: maintenanceRecordsExport,
    maintenanceTickets: maintenanceTicketsExport,
  },
};
