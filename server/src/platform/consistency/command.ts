import type { ServerConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { runConsistencyCheck } from './check';
import { findingLines, summaryLine } from './report';

export const CHECK_PASSED = 0;
export const CHECK_FAILED = 1;
/** The check could not run (database unreachable, in use, not set up). */
export const CHECK_NOT_RUN = 2;

/**
 * `npm run server -- --check`: opens the configured database, prints what the check finds
 * and answers the exit code. It only reads, and does not migrate: it checks what is there.
 */
export async function checkCommand(
  config: ServerConfig,
  print: (line: string) => void = console.log,
): Promise<number> {
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 2 });
  } catch (error) {
    print(`consistency check could not open the database: ${(error as Error).message}`);
    return CHECK_NOT_RUN;
  }
  try {
    const report = await runConsistencyCheck(handle.db);
    print(summaryLine(report));
    for (const line of findingLines(report)) print(`  ${line}`);
    return report.ok ? CHECK_PASSED : CHECK_FAILED;
  } catch (error) {
    print(`consistency check could not run: ${(error as Error).message}`);
    return CHECK_NOT_RUN;
  } finally {
    await handle.close();
  }
}
