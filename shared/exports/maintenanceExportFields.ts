import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Records list's export: each maintenance record with who did what and when. */
export const MAINTENANCE_RECORDS_EXPORT_FIELDS = [
  { key: 'vehicleCode', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'status', label: 'Status' },
  { key: 'problem', label: 'Problem' },
  { key: 'workDone', label: 'Work Done' },
  { key: 'createdBy', label: 'Created By' },
  { key: 'submittedBy', label: 'Submitted By' },
  { key: 'submittedAt', label: 'Submitted At' },
  { key: 'resolvedBy', label: 'Resolved By' },
  { key: 'resolvedAt', label: 'Resolved At' },
  { key: 'rejections', label: 'Rejections' },
  { key: 'lastRejectionReason', label: 'Last Rejection Reason' },
  { key: 'createdAt', label: 'Created At' },
] as const;

/** The Maintenance Tickets list's export. */
export const MAINTENANCE_TICKETS_EXPORT_FIELDS = [
  { key: 'vehicleCode', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'status', label: 'Status' },
  { key: 'description', label: 'Description' },
  { key: 'openedBy', label: 'Opened By' },
  { key: 'reviewedBy', label: 'Reviewed By' },
  { key: 'reviewedAt', label: 'Reviewed At' },
  { key: 'rejectionReason', label: 'Rejection Reason' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type MaintenanceRecordsExportField = (typeof MAINTENANCE_RECORDS_EXPORT_FIELDS)[number]['key'];
export type MaintenanceTicketsExportField = (typeof MAINTENANCE_TICKETS_EXPORT_FIELDS)[number]['key'];

/** maintenance.EXPORT is ours; the range is the creation date (both lists' date filter). */
export const MAINTENANCE_RECORDS_EXPORT: ExportModuleSpec<MaintenanceRecordsExportField> = {
  module: 'maintenanceRecords',
  title: 'Records',
  permissions: [gate('maintenance.VIEW_PAGE'), gate('maintenance.EXPORT')],
  fields: MAINTENANCE_RECORDS_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};

export const MAINTENANCE_TICKETS_EXPORT: ExportModuleSpec<MaintenanceTicketsExportField> = {
  module: 'maintenanceTickets',
  title: 'Maintenance Tickets',
  permissions: [gate('maintenance.VIEW_PAGE'), gate('maintenance.EXPORT')],
  fields: MAINTENANCE_TICKETS_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};
