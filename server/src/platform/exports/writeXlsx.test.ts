import { Writable } from 'node:stream';
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import type { ExportField } from './types';
import { sheetEntrySinks, writeXlsx } from './writeXlsx';

/**
 * Memory stays flat while a sheet is written (issue 7, the wallet-log export's RSS targets):
 * the rows wait for deflate instead of piling up in the zip entry's buffer.
 */

const ROWS = 20_000;
const PAGE = 500;
const MB = 1024 * 1024;

// A collection before each sample, so the sample is the Buffers still held, not garbage not yet collected.
v8.setFlagsFromString('--expose-gc');
const collect = vm.runInNewContext('gc') as () => void;
const liveExternal = () => {
  collect();
  return process.memoryUsage().external;
};

interface Row {
  n: number;
}

const fields: Array<ExportField<Row>> = Array.from({ length: 13 }, (_, i) => ({
  key: `f${i}`,
  header: `Field ${i}`,
  width: 16,
  value: (row: Row) =>
    i % 3 === 0 ? row.n * 1.5 : `value ${i} of row ${row.n}, some words a reason would have`,
}));

/** An output that keeps only the byte count (the file's bytes are not the point here). */
function countingOutput(): { output: Writable; bytes: () => number } {
  let bytes = 0;
  const output = new Writable({
    write(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      done();
    },
  });
  return { output, bytes: () => bytes };
}

describe('writeXlsx memory', () => {
  it('finds the zip entry its rows go into (the exceljs internals the drain relies on)', async () => {
    const { output } = countingOutput();
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
      stream: output,
      useStyles: true,
      useSharedStrings: false,
    });
    const sheet = workbook.addWorksheet('Probe');
    for (let n = 0; n < 2_000; n += 1) sheet.addRow(fields.map((field) => field.value({ n }))).commit();
    const sinks = sheetEntrySinks(sheet);
    expect(sinks).toHaveLength(1);
    const state = sinks[0]!.writableNeedDrain ?? sinks[0]!._writableState?.needDrain;
    expect(typeof state).toBe('boolean');
    sheet.commit();
    await workbook.commit();
  });

  it(`${ROWS.toLocaleString('en')} rows: the buffers held while writing stay a few MB, not the sheet's size`, async () => {
    const { output, bytes } = countingOutput();
    const baseline = liveExternal();
    let peak = 0;
    async function* pages(): AsyncGenerator<Row[]> {
      for (let n = 0; n < ROWS; n += PAGE) {
        if ((n / PAGE) % 4 === 3) peak = Math.max(peak, liveExternal() - baseline);
        yield Array.from({ length: PAGE }, (_, k) => ({ n: n + k }));
      }
    }
    const iterator = pages();
    const first = await iterator.next();
    const count = await writeXlsx({
      title: 'Rows',
      fields: fields as Array<ExportField<unknown>>,
      pages: iterator,
      first,
      output,
      signal: new AbortController().signal,
    });
    expect(count).toBe(ROWS);
    expect(bytes()).toBeGreaterThan(1 * MB);
    // The sheet's XML is about 22 MB; without waiting for the entry to drain most of it was held at once.
    expect(peak / MB).toBeLessThan(4);
  });
});
