import type { Gate } from '@ops/shared/rules/permissions/catalogue';
import type { Deps } from '../app/deps';

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

export interface ExportModule<Row> {
  /** The module's export permission (03 §6 "export button shows only with the module's export permission"). */
  permission: Gate;
  /** Sheet name and the file name's prefix (02 §7 "named from the title and a timestamp"). */
  title: string;
  fields: ReadonlyArray<ExportField<Row>>;
  /**
   * The filtered rows in pages, read lazily so memory holds one page at a time. Throws
   * UserError for filters it cannot read; the route asks for the first page before
   * answering, so such an error still becomes a 400.
   */
  rowSource(deps: Deps, filters: Record<string, unknown>): AsyncIterable<readonly Row[]>;
}
