import { and, desc, inArray, type SQL } from 'drizzle-orm';
import {
  MAINTENANCE_RECORDS_EXPORT,
  MAINTENANCE_TICKETS_EXPORT,
  type MaintenanceRecordsExportField,
  type MaintenanceTicketsExportField,
} from '@ops/shared/exports/maintenanceExportFields';
import { parseFilterValue } from '@ops/shared/lists/listRequest';
import {
  MAINTENANCE_RECORDS_LIST,
  MAINTENANCE_TICKETS_LIST,
  type MaintenanceRecordsFilters,
  type MaintenanceTicketsFilters,
} from '@ops/shared/lists/maintenance';
import type { Db } from '../../platform/db/client';
import { filterCondition } from '../../platform/lists/listQuery';
import { recordViews, ticketViews, type MaintenanceRecordView, type MaintenanceTicketView } from './present';
import { recordConditions, ticketConditions } from './queries';
import { maintenanceRecords as records, maintenanceTickets as tickets } from './tables';
import { cairoDate } from '../../platform/exports/cells';
import { cursorText, keysetBatches, olderThan } from '../../platform/exports/keyset';
import { fieldsOf, type ExportModule, type FieldCell } from '../../platform/exports/types';

/** A view as the page shows it, with the keyset it was read at. */
type WithCursor<V> = V & { cursor: string };
export type MaintenanceRecordExportRow = WithCursor<MaintenanceRecordView>;
export type MaintenanceTicketExportRow = WithCursor<MaintenanceTicketView>;

const at = (iso: string | null) => cairoDate(iso ? new Date(iso) : null);
const person = (p: { name: string } | null) => p?.name ?? null;

/** Records newest first; each batch goes through the page's own presenter (names of the people involved). */
function recordBatches(
  db: Db,
  filters: MaintenanceRecordsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly MaintenanceRecordExportRow[]> {
  const where: SQL | undefined = ids
    ? inArray(records.id, [...ids])
    : filterCondition(filters, recordConditions);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: records, cursor: cursorText(records.createdAt) })
        .from(records)
        .where(and(where, olderThan(records.createdAt, records.id, after)))
        .orderBy(desc(records.createdAt), desc(records.id))
        .limit(size);
      const views = await recordViews(
        db,
        rows.map((r) => r.row),
      );
      return views.map((view, i) => ({ ...view, cursor: rows[i]!.cursor }));
    },
    (r) => ({ cursor: r.cursor, id: r._id }),
  );
}

function ticketBatches(
  db: Db,
  filters: MaintenanceTicketsFilters,
  ids: readonly string[] | null,
): AsyncIterable<readonly MaintenanceTicketExportRow[]> {
  const where: SQL | undefined = ids
    ? inArray(tickets.id, [...ids])
    : filterCondition(filters, ticketConditions);
  return keysetBatches(
    async (after, size) => {
      const rows = await db
        .select({ row: tickets, cursor: cursorText(tickets.createdAt) })
        .from(tickets)
        .where(and(where, olderThan(tickets.createdAt, tickets.id, after)))
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(size);
      const views = await ticketViews(
        db,
        rows.map((r) => r.row),
      );
      return views.map((view, i) => ({ ...view, cursor: rows[i]!.cursor }));
    },
    (r) => ({ cursor: r.cursor, id: r._id }),
  );
}

const RECORD_CELLS: Record<MaintenanceRecordsExportField, FieldCell<MaintenanceRecordExportRow>> = {
  vehicleCode: { width: 12, value: (r) => r.vehicleCode },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  status: { width: 12, value: (r) => r.status },
  problem: { width: 30, value: (r) => r.problem },
  workDone: { width: 30, value: (r) => r.workDone },
  createdBy: { width: 20, value: (r) => person(r.createdBy) },
  submittedBy: { width: 20, value: (r) => person(r.submittedBy) },
  submittedAt: { width: 20, value: (r) => at(r.submittedAt) },
  resolvedBy: { width: 20, value: (r) => person(r.resolvedBy) },
  resolvedAt: { width: 20, value: (r) => at(r.resolvedAt) },
  rejections: { width: 10, value: (r) => r.rejections },
  lastRejectionReason: { width: 30, value: (r) => r.lastRejectionReason },
  createdAt: { width: 20, value: (r) => at(r.createdAt) },
};

const TICKET_CELLS: Record<MaintenanceTicketsExportField, FieldCell<MaintenanceTicketExportRow>> = {
  vehicleCode: { width: 12, value: (r) => r.vehicleCode },
  area: { width: 16, value: (r) => r.area?.name ?? null },
  status: { width: 12, value: (r) => r.status },
  description: { width: 30, value: (r) => r.description },
  openedBy: { width: 20, value: (r) => person(r.openedBy) },
  reviewedBy: { width: 20, value: (r) => person(r.reviewedBy) },
  reviewedAt: { width: 20, value: (r) => at(r.reviewedAt) },
  rejectionReason: { width: 30, value: (r) => r.rejectionReason },
  createdAt: { width: 20, value: (r) => at(r.createdAt) },
};

/** Records (maintenance.VIEW_PAGE and maintenance.EXPORT). */
export const maintenanceRecordsExport: ExportModule<MaintenanceRecordExportRow, MaintenanceRecordsFilters> = {
  spec: MAINTENANCE_RECORDS_EXPORT,
  title: MAINTENANCE_RECORDS_EXPORT.title,
  fields: fieldsOf(MAINTENANCE_RECORDS_EXPORT, RECORD_CELLS),
  readFilters: (value, context) => parseFilterValue(MAINTENANCE_RECORDS_LIST, value, context),
  rowSource: recordBatches,
};

/** Maintenance Tickets (maintenance.VIEW_PAGE and maintenance.EXPORT). */
export const maintenanceTicketsExport: ExportModule<MaintenanceTicketExportRow, MaintenanceTicketsFilters> = {
  spec: MAINTENANCE_TICKETS_EXPORT,
  title: MAINTENANCE_TICKETS_EXPORT.title,
  fields: fieldsOf(MAINTENANCE_TICKETS_EXPORT, TICKET_CELLS),
  readFilters: (value, context) => parseFilterValue(MAINTENANCE_TICKETS_LIST, value, context),
  rowSource: ticketBatches,
};
