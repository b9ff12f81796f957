import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Ops Tasks list's export: each field task, who held it and how it ended. */
export const OPS_TASKS_EXPORT_FIELDS = [
  { key: 'type', label: 'Type' },
  { key: 'status', label: 'Status' },
  { key: 'vehicleCode', label: 'Vehicle' },
  { key: 'area', label: 'Area' },
  { key: 'note', label: 'Note' },
  { key: 'createdBy', label: 'Created By' },
  { key: 'holder', label: 'Holder' },
  { key: 'startedAt', label: 'Started At' },
  { key: 'endedAt', label: 'Ended At' },
  { key: 'endedBy', label: 'Ended By' },
  { key: 'endReason', label: 'End Reason' },
  { key: 'createdAt', label: 'Created At' },
] as const;

export type OpsTasksExportField = (typeof OPS_TASKS_EXPORT_FIELDS)[number]['key'];

/** opsTask.EXPORT is ours; the range is the creation date (the list's date filter). */
export const OPS_TASKS_EXPORT: ExportModuleSpec<OpsTasksExportField> = {
  module: 'opsTasks',
  title: 'Ops Tasks',
  permissions: [gate('opsTask.VIEW_PAGE'), gate('opsTask.EXPORT')],
  fields: OPS_TASKS_EXPORT_FIELDS,
  dateFilter: 'createdAt',
  rangeLabel: 'Created between',
};
