import { and, eq, gte, ilike, inArray, lte } from 'drizzle-orm';
import {
  MAINTENANCE_RECORDS_LIST,
  MAINTENANCE_TICKETS_LIST,
  type MaintenanceRecordsFilters,
  type MaintenanceTicketsFilters,
} from '@ops/shared/lists/maintenance';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { listPage, type FilterConditions } from '../../platform/lists/listQuery';
import { recordViews, ticketViews, type MaintenanceRecordView, type MaintenanceTicketView } from './present';
import { maintenanceRecords, maintenanceTickets } from './tables';

export const recordConditions: FilterConditions<MaintenanceRecordsFilters> = {
  status: (status) => eq(maintenanceRecords.status, status),
  area: (ids) => inArray(maintenanceRecords.areaId, ids),
  createdAt: (range) =>
    and(
      gte(maintenanceRecords.createdAt, new Date(range.startDate)),
      lte(maintenanceRecords.createdAt, new Date(range.endDate)),
    ),
};

export const ticketConditions: FilterConditions<MaintenanceTicketsFilters> = {
  status: (status) => eq(maintenanceTickets.status, status),
  area: (ids) => inArray(maintenanceTickets.areaId, ids),
  createdAt: (range) =>
    and(
      gte(maintenanceTickets.createdAt, new Date(range.startDate)),
      lte(maintenanceTickets.createdAt, new Date(range.endDate)),
    ),
};

const codePrefix = (term: string) => `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** maintenanceRecords (maintenance.VIEW_PAGE): the Records list; searchTerm is the start of the vehicle code. */
export async function listMaintenanceRecords(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput & { searchTerm?: string | null },
): Promise<{ records: MaintenanceRecordView[]; totalCount: number; totalPages: number }> {
  const term = args.searchTerm?.trim();
  const page = await listPage(
    deps.db,
    MAINTENANCE_RECORDS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: recordConditions,
      sortColumns: {
        createdAt: maintenanceRecords.createdAt,
        updatedAt: maintenanceRecords.updatedAt,
        vehicleCode: maintenanceRecords.vehicleCode,
      },
      tieBreaker: maintenanceRecords.id,
      table: maintenanceRecords,
      scope: term ? ilike(maintenanceRecords.vehicleCode, codePrefix(term)) : undefined,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(maintenanceRecords)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    records: await recordViews(deps.db, page.rows),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}

/** maintenanceTickets (maintenance.VIEW_PAGE): the Maintenance Tickets list (02 §2: no search). */
export async function listMaintenanceTickets(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput,
): Promise<{ tickets: MaintenanceTicketView[]; totalCount: number; totalPages: number }> {
  const page = await listPage(
    deps.db,
    MAINTENANCE_TICKETS_LIST,
    args,
    { role: session.role, now: deps.clock.now() },
    {
      conditions: ticketConditions,
      sortColumns: {
        createdAt: maintenanceTickets.createdAt,
        updatedAt: maintenanceTickets.updatedAt,
        vehicleCode: maintenanceTickets.vehicleCode,
      },
      tieBreaker: maintenanceTickets.id,
      table: maintenanceTickets,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(maintenanceTickets)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    tickets: await ticketViews(deps.db, page.rows),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}
