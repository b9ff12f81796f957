/**
 * One measured list export, in its own process so its peak RSS is its own (bench/ridesExport.ts
 * and bench/walletLogExport.ts start it through exportChildRun.ts, bundled to plain JS by
 * buildChild.ts; the module to measure is its argument): the rows of a date range,
 * first as the xlsx the app sends (the module's write function), then as a plain CSV of the same
 * rows and cells (the module's own row source and field values, written as text). The xlsx goes
 * first so the peak RSS read after it is the export's alone. Prints one JSON line: times, bytes
 * and process.resourceUsage().maxRSS after each.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { performance } from 'node:perf_hooks';
import type { Writable } from 'node:stream';
import { openDatabase } from '../server/src/platform/db/client';
import { ridesExport, writeRidesExport } from '../server/src/domains/rides/ridesExport';
import { walletLogsExport, writeWalletLogsExport } from '../server/src/domains/wallet/walletLogsExport';
// Types only: the bundle (buildChild.ts) must not pull in exportChildRun.ts and its esbuild.
import type { ExportChildModule } from './exportChildRun';

const url = process.env.BENCH_EXPORT_DATABASE_URL;
const startDate = process.env.BENCH_EXPORT_START;
const endDate = process.env.BENCH_EXPORT_END;
const moduleName = process.argv[2] as ExportChildModule | undefined;
if (!url || !startDate || !endDate || !moduleName)
  throw new Error(
    'usage: exportChild.mjs rides|walletLogs, with BENCH_EXPORT_DATABASE_URL, BENCH_EXPORT_START and BENCH_EXPORT_END set',
  );

// The two modules measured; each pairs the app's writer with the module whose rows it writes.
const MODULES = {
  rides: { module: ridesExport, write: writeRidesExport },
  walletLogs: { module: walletLogsExport, write: writeWalletLogsExport },
} as const;
const { module, write: writeXlsx } = MODULES[moduleName];

const MB = 1024 * 1024;
const maxRssMb = () => Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10;
const filters = { date: { startDate, endDate } };

function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Waits for the stream to drain when its buffer is full, as any streaming writer must. */
async function write(out: Writable, text: string): Promise<void> {
  if (!out.write(text)) await once(out, 'drain');
}

const handle = await openDatabase({ databaseUrl: url, dataDir: 'unused', poolSize: 2 });
const dir = fs.mkdtempSync(path.join(os.tmpdir(), `ops-bench-export-${moduleName}-`));
try {
  const rssStart = maxRssMb();

  const xlsxPath = path.join(dir, 'export.xlsx');
  const xlsxStarted = performance.now();
  const xlsxOut = fs.createWriteStream(xlsxPath);
  const finished = once(xlsxOut, 'finish');
  const xlsxRows = await writeXlsx(handle.db, { filters }, xlsxOut);
  await finished;
  const xlsxMs = performance.now() - xlsxStarted;

  const rssAfterXlsx = maxRssMb();

  const csvPath = path.join(dir, 'export.csv');
  const csvStarted = performance.now();
  const csvOut = fs.createWriteStream(csvPath);
  // The two modules' row types differ; each field reads the rows of its own module.
  const fields = module.fields as ReadonlyArray<{
    header: string;
    value: (row: never) => string | number | null;
  }>;
  await write(csvOut, `${fields.map((field) => csvCell(field.header)).join(',')}\n`);
  let csvRows = 0;
  for await (const batch of module.rowSource(handle.db, filters as never, null)) {
    await write(
      csvOut,
      batch.map((row) => fields.map((field) => csvCell(field.value(row as never))).join(',')).join('\n') +
        '\n',
    );
    csvRows += batch.length;
  }
  csvOut.end();
  await once(csvOut, 'finish');
  const csvMs = performance.now() - csvStarted;

  process.stdout.write(
    JSON.stringify({
      csvRows,
      xlsxRows,
      csvMs: Math.round(csvMs),
      xlsxMs: Math.round(xlsxMs),
      csvMb: Math.round((fs.statSync(csvPath).size / MB) * 10) / 10,
      xlsxMb: Math.round((fs.statSync(xlsxPath).size / MB) * 10) / 10,
      maxRssStartMb: rssStart,
      maxRssAfterXlsxMb: rssAfterXlsx,
      maxRssAfterCsvMb: maxRssMb(),
    }) + '\n',
  );
} finally {
  await handle.close();
  fs.rmSync(dir, { recursive: true, force: true });
}
