import { DEFAULT_TASK_EXPORT_FIELDS, TASK_EXPORT_FIELDS, type TaskExportField } from './taskExport';

/** 02 §5: "The chosen fields are remembered per module in browser storage." */
const KEY = 'ops.export.fields.tasks';
const KNOWN = new Set<string>(TASK_EXPORT_FIELDS.map((f) => f.key));

export function loadTaskExportFields(storage: Pick<Storage, 'getItem'> | null): TaskExportField[] {
  try {
    const raw = storage?.getItem(KEY);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    // Keys from an older field list (the CSV export had 'id', 'pendingAt', ...) are dropped;
    // if none is left the choice starts again from every field rather than from nothing.
    const known = Array.isArray(parsed) ? parsed.filter((f): f is TaskExportField => typeof f === 'string' && KNOWN.has(f)) : [];
    if (known.length > 0 || (Array.isArray(parsed) && parsed.length === 0)) return known;
  } catch {
    // A damaged entry falls back to every field rather than blocking the export.
  }
  return [...DEFAULT_TASK_EXPORT_FIELDS];
}

export function saveTaskExportFields(storage: Pick<Storage, 'setItem'> | null, fields: readonly TaskExportField[]): void {
  try {
    storage?.setItem(KEY, JSON.stringify(fields));
  } catch {
    // Storage full or blocked: the choice is simply not remembered.
  }
}

export const browserStorage = (): Storage | null => (typeof window !== 'undefined' ? window.localStorage : null);
