import type { Writable } from 'node:stream';
import type { Language } from '@ops/shared/rules/locale';
import type { Db } from '../db/client';
import { sheetInLanguage } from './sheetLanguage';
import { sheetOf, type ExportModule } from './types';
import { writeXlsx } from './writeXlsx';

export interface DirectExportRequest<F> {
  /** Already-read filters of the module's list (trusted: no permission or range checks here). */
  filters: F;
  /** Field keys; absent means every field. Written in the module's order. */
  fields?: readonly string[];
  ids?: readonly string[] | null;
  /** Headers and sheet title in this language; English by default. */
  language?: Language;
}

/**
 * One module's spreadsheet written straight into `output`, without HTTP, session or the
 * 95-day rule: for benchmarks and jobs that already decided what to export. Resolves with
 * the data row count once the workbook is committed (`output` is then ended).
 */
export async function writeExport<Row, F>(
  module: ExportModule<Row, F>,
  db: Db,
  request: DirectExportRequest<F>,
  output: Writable,
  signal: AbortSignal = new AbortController().signal,
): Promise<number> {
  const fields = request.fields
    ? module.fields.filter((f) => request.fields!.includes(f.key))
    : module.fields;
  const pages = module.rowSource(db, request.filters, request.ids ?? null)[Symbol.asyncIterator]();
  const first = await pages.next();
  const sheet = sheetInLanguage(
    module.spec,
    sheetOf(module, fields, request.filters, first),
    request.language ?? 'en',
  );
  return writeXlsx({
    title: sheet.title,
    fields: sheet.fields as ExportModule<unknown>['fields'],
    pages,
    first,
    output,
    signal,
  });
}
