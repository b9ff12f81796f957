import type { SaveExportRequest } from '@ops/shared/desktop/api';
import { endOfDay, startOfDay } from '@ops/shared/rules/dateRange';
import { validateExport } from '@ops/shared/rules/exportRules';
import { TASK_EXPORT_FIELDS, type TaskExportField } from '@ops/shared/exports/taskExportFields';
import { taskFiltersJson, type TaskFilterState } from './taskFilters';

export { TASK_EXPORT_FIELDS, type TaskExportField } from '@ops/shared/exports/taskExportFields';

export const DEFAULT_TASK_EXPORT_FIELDS: TaskExportField[] = TASK_EXPORT_FIELDS.map((f) => f.key);

const pad = (n: number): string => String(n).padStart(2, '0');

/** 'Tasks-20250501-132000.xlsx': the title and a local timestamp (02 §7), as the server names it. */
export function taskExportFileName(at: Date): string {
  const date = `${at.getFullYear()}${pad(at.getMonth() + 1)}${pad(at.getDate())}`;
  return `Tasks-${date}-${pad(at.getHours())}${pad(at.getMinutes())}${pad(at.getSeconds())}.xlsx`;
}

/**
 * What the desktop bridge posts: the table's own filters (the getTasks JSON, so the file holds
 * what the table shows) and the same day range at the top level, which the server checks
 * against the 95-day limit.
 */
export function taskExportRequest(
  base: { serverUrl: string; token: string },
  filters: TaskFilterState,
  fields: readonly TaskExportField[],
  at: Date,
): SaveExportRequest {
  const json = taskFiltersJson(filters);
  return {
    url: `${base.serverUrl}/export`,
    token: base.token,
    body: { module: 'tasks', filters: json, fields, startDate: json.startDate, endDate: json.endDate },
    suggestedName: taskExportFileName(at),
  };
}

/** The days the export covers, as picked in the export dialog (whole days, either end may be unset). */
export interface ExportRange {
  start: Date | null;
  end: Date | null;
}

/** The dialog opens on the table's date filter, so by default the file holds what the table shows. */
export function initialExportRange(filters: TaskFilterState): ExportRange {
  return { start: filters.startDate, end: filters.endDate };
}

/**
 * The first message that blocks the export (02 §5, shared/rules/exportRules), checked on the
 * instants the request sends: start of the first day to end of the last, as the server checks them.
 */
export function exportDialogError(fields: readonly string[], range: ExportRange, canExportWithoutLimit: boolean): string | null {
  return validateExport({
    fields,
    startDate: range.start ? startOfDay(range.start) : null,
    endDate: range.end ? endOfDay(range.end) : null,
    module: 'tasks',
    canExportWithoutLimit,
  });
}

/** The table's other filters with the dialog's range in place of the table's dates. */
export function exportFilters(filters: TaskFilterState, range: ExportRange): TaskFilterState {
  return { ...filters, startDate: range.start, endDate: range.end };
}
