import { taskCaseLabel, TASK_TYPE_LABELS } from '@ops/shared/rules/labels';

/**
 * The Tasks export (02 §2 "export field lists exist for ... Tasks"). The server has no
 * POST /export yet, so the filtered result is written client-side as CSV; the field
 * list is ours (the spec does not show it).
 */

export interface TaskCsvRow {
  _id: string;
  type: string;
  vehicleCode?: string | null;
  area?: string | null;
  mainCase?: string | null;
  cases: unknown;
  status: string;
  assignedToName?: string | null;
  assignedCount: number;
  createdAt: string;
  pendingAt?: string | null;
  flaggedAt?: string | null;
  resolvedAt?: string | null;
}

type FieldValue = (task: TaskCsvRow) => string | number | null | undefined;

export const TASK_EXPORT_FIELDS = [
  { key: 'id', label: 'Task ID', value: (t) => t._id },
  { key: 'vehicleCode', label: 'Vehicle', value: (t) => t.vehicleCode },
  { key: 'type', label: 'Type', value: (t) => (t.type in TASK_TYPE_LABELS ? TASK_TYPE_LABELS[t.type as keyof typeof TASK_TYPE_LABELS] : t.type) },
  { key: 'mainCase', label: 'Main Case', value: (t) => (t.mainCase ? taskCaseLabel(t.mainCase) : '') },
  { key: 'cases', label: 'Open Cases', value: (t) => openCases(t.cases).map(taskCaseLabel).join('; ') },
  { key: 'status', label: 'Status', value: (t) => t.status },
  { key: 'area', label: 'Area', value: (t) => t.area },
  { key: 'assignee', label: 'Assignee', value: (t) => t.assignedToName },
  { key: 'assignedCount', label: 'Assigned Count', value: (t) => t.assignedCount },
  { key: 'createdAt', label: 'Created At', value: (t) => t.createdAt },
  { key: 'pendingAt', label: 'Pending At', value: (t) => t.pendingAt },
  { key: 'flaggedAt', label: 'Flagged At', value: (t) => t.flaggedAt },
  { key: 'resolvedAt', label: 'Resolved At', value: (t) => t.resolvedAt },
] as const satisfies ReadonlyArray<{ key: string; label: string; value: FieldValue }>;

export type TaskExportField = (typeof TASK_EXPORT_FIELDS)[number]['key'];
export const DEFAULT_TASK_EXPORT_FIELDS: TaskExportField[] = TASK_EXPORT_FIELDS.map((f) => f.key);

/** `cases` is a JSON map of case -> open; the open ones, in the server's order. */
export function openCases(cases: unknown): string[] {
  if (typeof cases !== 'object' || cases === null || Array.isArray(cases)) return [];
  return Object.entries(cases as Record<string, unknown>)
    .filter(([, open]) => open === true)
    .map(([name]) => name);
}

/**
 * One CSV cell: quoted when needed, and a leading = + - @ is defused with a quote mark
 * so a spreadsheet never runs a vehicle code or comment as a formula.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function tasksToCsv(tasks: readonly TaskCsvRow[], fields: readonly TaskExportField[]): string {
  const chosen = TASK_EXPORT_FIELDS.filter((f) => fields.includes(f.key));
  const lines = [chosen.map((f) => csvCell(f.label)).join(',')];
  for (const task of tasks) lines.push(chosen.map((f) => csvCell((f.value as FieldValue)(task))).join(','));
  // CRLF and a BOM: what spreadsheet apps expect to read UTF-8 names (Arabic included) correctly.
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

/** 'Tasks-2025-05-01T10-20-00.csv': the title and a timestamp (02 §7). */
export function exportFileName(title: string, at: Date): string {
  return `${title}-${at.toISOString().slice(0, 19).replace(/:/g, '-')}.csv`;
}
