/**
 * walletLogExport (issue 7, Benchmarks): the wallet-log export of 100,000, 500,000 and
 * 1,000,000 rows of the rider-scale database (riderScaleDatabase.ts), each in a child
 * process (exportChild.ts) so its peak RSS is its own. Targets: at 500,000 rows the
 * xlsx takes ≤ 5 × a CSV of the same rows written in the same process; peak RSS ≤ 250 MB;
 * peak RSS at 1,000,000 rows ≤ 1.15 × at 100,000.
 *
 * The rows are the newest N logs: the date range runs from the created_at of the Nth newest
 * log to now (the export's filter is the table's date range, as the app sends it).
 */
import os from 'node:os';
import pg from 'pg';
import { runExportChild, type ExportChildResult } from './exportChildRun';
import { round } from './claimsSupport';
import { openRiderDatabase } from './riderScaleDatabase';

const SIZES = [100_000, 500_000, 1_000_000] as const;
const progress = (line: string) => process.stderr.write(`${line}\n`);

export async function walletLogExport(): Promise<Record<string, unknown>> {
  const database = await openRiderDatabase(progress);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    const runs: Array<ExportChildResult & { rows: number }> = [];
    for (const rows of SIZES) {
      // The created_at of the Nth newest log (wallet_logs_created_idx): the range's start.
      const { rows: found } = await client.query<{ at: string }>(
        `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS at FROM wallet_logs ORDER BY created_at DESC OFFSET $1 LIMIT 1`,
        [rows - 1],
      );
      const start = found[0]?.at;
      if (!start) throw new Error(`fewer than ${rows} wallet logs`);
      progress(`  exporting the ${rows.toLocaleString('en')} newest logs (from ${start})...`);
      const result = await runExportChild('walletLogs', {
        BENCH_EXPORT_DATABASE_URL: database.url,
        BENCH_EXPORT_START: start,
        BENCH_EXPORT_END: new Date(Date.now() + 60_000).toISOString(),
      });
      progress(`    ${JSON.stringify(result)}`);
      runs.push({ rows, ...result });
    }
    const at = (rows: number) => runs.find((run) => run.rows === rows);
    const half = at(500_000);
    const small = at(100_000);
    const large = at(1_000_000);
    const timeRatio = half ? round(half.xlsxMs / half.csvMs, 2) : null;
    const peak = Math.max(...runs.map((run) => run.maxRssAfterXlsxMb));
    const rssRatio = small && large ? round(large.maxRssAfterXlsxMb / small.maxRssAfterXlsxMb, 3) : null;
    return {
      name: 'walletLogExport: wallet-log xlsx export (writeWalletLogsExport) vs a CSV of the same rows, PostgreSQL, rider-scale data',
      loadAverage1m: round(os.loadavg()[0] ?? 0, 2),
      method:
        'one child process per size: the xlsx first (peak RSS read after it), then the CSV of the same rows and cells; files written to a temporary folder',
      runs,
      targets: {
        xlsxOverCsvTimeAt500k: { value: timeRatio, goal: '≤ 5', met: timeRatio !== null && timeRatio <= 5 },
        peakRssMb: { value: peak, goal: '≤ 250', met: peak <= 250 },
        rss1mOver100k: { value: rssRatio, goal: '≤ 1.15', met: rssRatio !== null && rssRatio <= 1.15 },
      },
    };
  } finally {
    await client.end();
    await database.drop();
  }
}
