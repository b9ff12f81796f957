import type { Gate } from '../rules/permissions/catalogue';

/**
 * What one list's export is, as both sides read it: the renderer's Export dialog offers
 * these fields and checks these permissions, and POST /export writes exactly these columns
 * and refuses with the same permissions (issue 7 §1: "each with its field list in
 * shared/exports and its permission"). One file per module beside this one.
 */
export interface ExportFieldSpec<K extends string = string> {
  key: K;
  /** The column header and the checkbox label. */
  label: string;
  /** 02 §5 "Fields needing a permission are hidden from the choice"; the server drops them too. */
  permission?: Gate;
}

export interface ExportModuleSpec<K extends string = string> {
  /** The registry name POST /export takes, and the key the chosen fields are remembered under. */
  module: string;
  /** Sheet name and the file name's prefix (02 §7 "named from the title and a timestamp"). */
  title: string;
  /** Every one is needed (03 §6: "Export button shows only with the module's export permission"). */
  permissions: readonly Gate[];
  /** In column order. */
  fields: readonly ExportFieldSpec<K>[];
  /**
   * Where the export's date range sits in the list's filters: the key of a
   * `{ startDate, endDate }` filter, or null when the filters carry `startDate` and
   * `endDate` at their top level (the Tasks table's getTasks JSON), or false when the list
   * has no date filter at all (Scooters): no range is read or written, so only a module the
   * 95-day rule exempts may say so.
   */
  dateFilter: string | null | false;
  /** The range's label in the dialog, e.g. 'Created between'. */
  rangeLabel: string;
  /** The zone the range's days are read in (the list panel's own); absent is the app's zone. */
  timeZone?: string;
}

export const fieldKeys = <K extends string>(spec: ExportModuleSpec<K>): K[] =>
  spec.fields.map((field) => field.key);
