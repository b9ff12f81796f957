import type { ExportModule } from './types';
import { attendanceExport } from './attendanceExport';
import { billsExport } from './billsExport';
import { idVerificationsExport } from './idVerificationsExport';
import { promocodesExport } from './promocodesExport';
import { reservationsExport } from './reservationsExport';
import { tasksExport } from './tasksExport';
import { usersExport } from './usersExport';
import { walletLogsExport } from './walletLogsExport';

/**
 * Every module POST /export can write, by the name in its shared spec (shared/exports).
 * A list adds one entry: its spec, its field cells, its list schema and a keyset row source.
 */
export const EXPORT_MODULES: Readonly<Record<string, ExportModule<unknown, unknown>>> = {
  // The casts widen each module's row and filter types; planExport hands each module only what its own readFilters returned.
  bills: billsExport as ExportModule<unknown, unknown>,
  tasks: tasksExport as ExportModule<unknown, unknown>,
  users: usersExport as ExportModule<unknown, unknown>,
  walletLogs: walletLogsExport as ExportModule<unknown, unknown>,
  idVerifications: idVerificationsExport as ExportModule<unknown, unknown>,
  promocodes: promocodesExport as ExportModule<unknown, unknown>,
  attendance: attendanceExport as ExportModule<unknown, unknown>,
  reservations: reservationsExport as ExportModule<unknown, unknown>,
};

export function exportModule(name: string): ExportModule<unknown, unknown> | null {
  return Object.prototype.hasOwnProperty.call(EXPORT_MODULES, name) ? (EXPORT_MODULES[name] ?? null) : null;
}
