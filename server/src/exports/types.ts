import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import type { Parsed } from '@ops/shared/lists/listRequest';
import type { RoleLike } from '@ops/shared/rules/permissions/can';
import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import type { Db } from '../db/client';

/** What one spreadsheet cell may hold; dates are written as Cairo-time text (see cells.ts). */
export type CellValue = string | number | null;

export interface ExportField<Row> {
  key: string;
  header: string;
  /** Column width in characters. */
  width?: number;
  /** 02 §5 "Fields needing a permission are hidden from the choice": the server drops them too. */
  permission?: Gate;
  // Method syntax on purpose: it keeps a module of any Row assignable to ExportModule<unknown> in the registry.
  value(row: Row): CellValue;
}

/** How one field is written: its column width and its cell value. */
export interface FieldCell<Row> {
  width: number;
  value: (row: Row) => CellValue;
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
  readFilters(value: Record<string, unknown>, context: { role: RoleLike | null; now: Date }): Parsed<F>;
  /**
   * The filtered rows (or just `ids`, for 'Export selected') in keyset batches, read lazily
   * so memory holds one batch at a time. May throw UserError; the route asks for the first
   * batch before answering, so such an error still becomes a 400.
   */
  rowSource(db: Db, filters: F, ids: readonly string[] | null): AsyncIterable<readonly Row[]>;
}

/** The spec's fields with their cells, in the spec's order: headers and permissions come from the one shared list. */
export function fieldsOf<Row, K extends string>(spec: ExportModuleSpec<K>, cells: Record<K, FieldCell<Row>>): ExportField<Row>[] {
  return spec.fields.map(({ key, label, permission }) => ({ key, header: label, permission, ...cells[key] }));
}
