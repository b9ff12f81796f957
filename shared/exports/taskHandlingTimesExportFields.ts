import { gate } from '../rules/permissions/catalogue';
import type { ExportModuleSpec } from './exportModule';

/** The Handling times export (issue 11 item 6): the page's three tables as one sheet, a row per agent, type or case. */
export const TASK_HANDLING_TIMES_EXPORT_FIELDS = [
  { key: 'dimension', label: 'By' },
  { key: 'name', label: 'Name' },
  { key: 'count', label: 'Resolved' },
  { key: 'medianMinutes', label: 'Median (min)' },
  { key: 'p90Minutes', label: 'P90 (min)' },
] as const;

export type TaskHandlingTimesExportField = (typeof TASK_HANDLING_TIMES_EXPORT_FIELDS)[number]['key'];

/**
 * Those who see the page (task.VIEW_TASKS_TABLE) and may export tasks (task.EXPORT). An
 * analytics export: no 95-day limit (02 §5); the range is the page's, at most a year.
 */
export const TASK_HANDLING_TIMES_EXPORT: ExportModuleSpec<TaskHandlingTimesExportField> = {
  module: 'taskHandlingTimes',
  title: 'Task Handling Times',
  permissions: [gate('task.VIEW_TASKS_TABLE'), gate('task.EXPORT')],
  fields: TASK_HANDLING_TIMES_EXPORT_FIELDS,
  dateFilter: null,
  rangeLabel: 'Resolved between',
  timeZone: 'Africa/Cairo',
};
