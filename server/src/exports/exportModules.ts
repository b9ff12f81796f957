import type { ExportModule } from './types';
import { tasksExport } from './tasksExport';

/**
 * Every module POST /export can write. A later module (rides, bills, ...) adds one entry:
 * its permission, title, fields and a paged row source.
 */
export const EXPORT_MODULES: Readonly<Record<string, ExportModule<unknown>>> = {
  tasks: tasksExport,
};

export function exportModule(name: string): ExportModule<unknown> | null {
  return Object.prototype.hasOwnProperty.call(EXPORT_MODULES, name) ? (EXPORT_MODULES[name] ?? null) : null;
}
