import { once } from 'node:events';
import type { Writable } from 'node:stream';
import ExcelJS from 'exceljs';
import { DATE_CELL_FORMAT } from './cells';
import type { ExportField } from './types';

/**
 * How often the writer gives the event loop a turn. exceljs' streaming writer only hands
 * committed rows to the zip stream (and the zip stream to the socket) when the loop runs;
 * a tight loop over 50k rows keeps them all in memory.
 */
export const YIELD_EVERY_ROWS = 250;

export interface XlsxJob {
  title: string;
  fields: ReadonlyArray<ExportField<unknown>>;
  /** Already started: the route reads the first page before it answers, to turn bad filters into a 400. */
  pages: AsyncIterator<readonly unknown[]>;
  first: IteratorResult<readonly unknown[]>;
  output: Writable;
  /** Aborted when the client goes away: stop reading the database. */
  signal: AbortSignal;
}

/**
 * The zip entry a sheet's rows go into (exceljs 4.4 internals, hence the narrow shape). The
 * sheet's StreamBuf hands each 64 KB of row XML to the entry with write() and drops the
 * answer, so rows outrun deflate (and a slow client) and pile up in the entry's buffer: 220 MB
 * of Buffers for 200,000 rows in a loop that only yields a turn. Waiting for the entry's
 * 'drain' bounds it. writeXlsx.test.ts fails if an upgrade moves these internals.
 */
interface EntrySink {
  once(event: 'drain', listener: () => void): unknown;
  removeListener(event: 'drain', listener: () => void): unknown;
  writableNeedDrain?: boolean;
  /** archiver's streams come from readable-stream 2, which has no writableNeedDrain. */
  _writableState?: { needDrain?: boolean; length?: number };
}

export function sheetEntrySinks(sheet: ExcelJS.Worksheet): EntrySink[] {
  const stream = (sheet as unknown as { stream?: { pipes?: unknown } }).stream;
  return Array.isArray(stream?.pipes) ? (stream.pipes as EntrySink[]) : [];
}

const needsDrain = (sink: EntrySink): boolean =>
  sink.writableNeedDrain ?? sink._writableState?.needDrain ?? false;

function drained(sink: EntrySink, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      signal.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      sink.removeListener('drain', done);
      reject(signal.reason);
    };
    sink.once('drain', done);
    signal.addEventListener('abort', stop, { once: true });
  });
}

/** Streams one sheet (header row, then every row) into `output`; resolves with the data row count. */
export async function writeXlsx({ title, fields, pages, first, output, signal }: XlsxJob): Promise<number> {
  // Inline strings, no shared-string table: the table would have to hold every distinct string until the end.
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(title);
  sheet.columns = fields.map((f) => ({ key: f.key, width: f.width ?? 16 }));
  const header = sheet.addRow(fields.map((f) => f.header));
  header.font = { bold: true };
  header.commit();

  let count = 0;
  try {
    for (let page = first; !page.done; page = await pages.next()) {
      for (const row of page.value) {
        // exceljs writes strings as strings, never formulas, so a value starting with '=' stays text.
        const cells = sheet.addRow(fields.map((f) => f.value(row)));
        // A date cell is a number until it has a date format: without one it reads 46000.5.
        cells.eachCell((cell) => {
          if (cell.value instanceof Date) cell.numFmt = DATE_CELL_FORMAT;
        });
        cells.commit();
        count += 1;
        if (count % YIELD_EVERY_ROWS === 0) {
          await new Promise(setImmediate);
          // Wait for deflate to take the rows written so far (see EntrySink): the zip entry is where
          // they would pile up, whether deflate or the client is the slower one (the zip stops
          // reading its entry while `output` is full).
          for (const sink of sheetEntrySinks(sheet)) if (needsDrain(sink)) await drained(sink, signal);
          // Respect a slow client: wait for the socket instead of buffering the file in memory.
          if (output.writableNeedDrain) await once(output, 'drain', { signal });
        }
        signal.throwIfAborted();
      }
    }
  } catch (error) {
    await pages.return?.();
    throw error;
  }
  sheet.commit();
  await workbook.commit();
  return count;
}
