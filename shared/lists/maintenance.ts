import { z } from 'zod';
import { MAINTENANCE_RECORD_STATUSES, MAINTENANCE_TICKET_STATUSES } from '../rules/maintenance';
import { dateRangeSchema } from './dateRangeFilter';
import type { ListDefinition } from './listRequest';

const id = z.string().trim().min(1);

/** Records (02 §4: pending / submitted / resolved); the search is the vehicle code. */
export const maintenanceRecordsFilterSchema = z.strictObject({
  status: z.enum(MAINTENANCE_RECORD_STATUSES).optional(),
  area: z.array(id).optional(),
  createdAt: dateRangeSchema.optional(),
});
export type MaintenanceRecordsFilters = z.infer<typeof maintenanceRecordsFilterSchema>;

/** Maintenance Tickets (02 §4: open / accepted / rejected); 02 §2: no Search toggle. */
export const maintenanceTicketsFilterSchema = z.strictObject({
  status: z.enum(MAINTENANCE_TICKET_STATUSES).optional(),
  area: z.array(id).optional(),
  createdAt: dateRangeSchema.optional(),
});
export type MaintenanceTicketsFilters = z.infer<typeof maintenanceTicketsFilterSchema>;

export const MAINTENANCE_SORT_FIELDS = ['createdAt', 'updatedAt', 'vehicleCode'] as const;
export type MaintenanceSortField = (typeof MAINTENANCE_SORT_FIELDS)[number];

/** No page size in the spec: the rides table's (25; 25–200). */
const PAGING = { pageSize: 25, pageSizeOptions: [25, 50, 100, 150, 200] } as const;

export const MAINTENANCE_RECORDS_LIST: ListDefinition<MaintenanceRecordsFilters, MaintenanceSortField> = {
  name: 'maintenanceRecords',
  filters: maintenanceRecordsFilterSchema,
  sortFields: MAINTENANCE_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  ...PAGING,
};

export const MAINTENANCE_TICKETS_LIST: ListDefinition<MaintenanceTicketsFilters, MaintenanceSortField> = {
  name: 'maintenanceTickets',
  filters: maintenanceTicketsFilterSchema,
  sortFields: MAINTENANCE_SORT_FIELDS,
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  ...PAGING,
};
