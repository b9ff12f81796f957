import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/**
 * The Tasks export's fields (02 §2: "export field lists exist for ... Tasks"): the keys the
 * server's tasks module writes, in column order, and their headers. The export dialog offers
 * these and the server writes exactly these, so the two cannot drift apart.
 */
export const TASK_EXPORT_FIELDS = [
  { key: 'vehicleCode', label: 'Vehicle' },
  { key: 'type', label: 'Type' },
  { key: 'mainCase', label: 'Main Case' },
  { key: 'cases', label: 'Open Cases' },
  { key: 'status', label: 'Status' },
  { key: 'area', label: 'Area' },
  { key: 'assignee', label: 'Assignee' },
  { key: 'assignedCount', label: 'Assigned Count' },
  { key: 'flaggedBy', label: 'Flagged By' },
  { key: 'createdAt', label: 'Created At' },
  { key: 'updatedAt', label: 'Updated At' },
  { key: 'resolvedAt', label: 'Resolved At' },
] as const;

export type TaskExportField = (typeof TASK_EXPORT_FIELDS)[number]['key'];

export const taskExportHeader = (key: TaskExportField): string =>
  TASK_EXPORT_FIELDS.find((field) => field.key === key)?.label ?? key;

/** The Tasks export for the dialog and the registry: getTasks JSON carries the range at its top level. */
export const TASKS_EXPORT: ExportModuleSpec<TaskExportField> = {
  module: 'tasks',
  title: 'Tasks',
  permissions: [gate('task.EXPORT')],
  fields: TASK_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Created between',
};
