import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import type { Parsed } from '@ops/shared/lists/listRequest';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import type { Person } from '@ops/shared/rules/permissions/editRules';
import type { Db } from '../db/client';

/** What one spreadsheet cell may hold; a Date is a date cell in Cairo wall-clock (cells.ts cairoDate). */
export type CellValue = string | number | Date | null;

export interface ExportField<Row> {
  key: string;
  header: string;
  /** Column width in characters. */
  width?: number;
  /** 02 §5 "Fields needing a permission are hidden from the choice": the server drops them too. */
  permission?: Gate;
  /** The cell holds one of the app's own words (yes/no, a type's label): written in the requester's language. */
  words?: true;
  // Method syntax on purpose: it keeps a module of any Row assignable to ExportModule<unknown> in the registry.
  value(row: Row): CellValue;
}

/** How one field is written: its column width and its cell value. */
export interface FieldCell<Row> {
  width: number;
  value: (row: Row) => CellValue;
  /** See ExportField.words. */
  words?: true;
}

/** Who asks, and when: what a module reads its list's filters for. */
export interface ExportContext {
  role: RoleLike | null;
  now: Date;
  /** The signed-in user: a list that shows each viewer their own rows (money approvals) is scoped to them. */
  viewer: Person;
}

export interface ExportModule<Row, F = Record<string, unknown>> {
  /** The shared spec: registry name, title, permissions, fields and where the date range sits. */
  spec: ExportModuleSpec;
  /** Sheet name and the file name's prefix (02 §7 "named from the title and a timestamp"). */
  title: string;
  fields: ReadonlyArray<ExportField<Row>>;
  /**
   * The list's filters read with the list's own schema (the same zod schema its page and
   * its list operation use), or the reason they cannot be read.
   */
  readFilters(value: Record<string, unknown>, context: ExportContext): Parsed<F>;
  /**
   * The filtered rows (or just `ids`, for 'Export selected') in keyset batches, read lazily
   * so memory holds one batch at a time. May throw UserError; the route asks for the first
   * batch before answering, so such an error still becomes a 400.
   */
  rowSource(db: Db, filters: F, ids: readonly string[] | null): AsyncIterable<readonly Row[]>;
  /**
   * For a sheet whose columns come from the data (an analytics series: one column per area):
   * its title and columns from the chosen fields, the filters and the first page of rows. Without
   * it the sheet is `title` with the chosen fields.
   */
  sheet?(
    fields: ReadonlyArray<ExportField<Row>>,
    filters: F,
    firstRows: readonly Row[],
  ): { title: string; fields: ReadonlyArray<ExportField<Row>> };
}

/** The sheet's title and columns for a plan (the module's `sheet` when it has one). */
export function sheetOf<Row, F>(
  module: ExportModule<Row, F>,
  fields: ReadonlyArray<ExportField<Row>>,
  filters: F,
  first: IteratorResult<readonly Row[]>,
): { title: string; fields: ReadonlyArray<ExportField<Row>> } {
  return module.sheet
    ? module.sheet(fields, filters, first.done ? [] : first.value)
    : { title: module.title, fields };
}

/** The spec's fields with their cells, in the spec's order: headers and permissions come from the one shared list. */
export function fieldsOf<Row, K extends string>(
  spec: ExportModuleSpec<K>,
  cells: Record<K, FieldCell<Row>>,
): ExportField<Row>[] {
  return spec.fields.map(({ key, label, permission }) => ({ key, header: label, permission, ...cells[key] }));
}
