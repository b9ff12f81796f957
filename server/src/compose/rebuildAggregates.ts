import { loadConfig } from '../platform/config/config';
import { systemClock } from '../platform/deps';
import { openDatabase } from '../platform/db/client';
import { DataDirInUseError } from '../platform/db/dataDirLock';
import { migrate } from '../platform/db/migrate';
import { rebuildAll } from '../platform/aggregates/refresh';
import { SERVER_AGGREGATES as AGGREGATES } from './modules';

/**
 * `npm run analytics:rebuild [-- name ...]`: recomputes every daily aggregate (or the named
 * ones) from the raw tables, month by month from the first day the raw tables hold to today,
 * printing each month. Safe while API processes run on the same PostgreSQL: a refresh of a day
 * is idempotent, and the job's next tick picks up what was written meanwhile.
 */
async function main(): Promise<void> {
  const names = process.argv.slice(2).filter((arg) => !arg.startsWith('-'));
  const unknown = names.filter((name) => !AGGREGATES.some((definition) => definition.name === name));
  if (unknown.length)
    throw new Error(
      `no aggregate named ${unknown.join(', ')}; known: ${AGGREGATES.map((d) => d.name).join(', ')}`,
    );
  const definitions = names.length
    ? AGGREGATES.filter((definition) => names.includes(definition.name))
    : AGGREGATES;
  const config = loadConfig();
  let handle;
  try {
    handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      throw new Error(
        'the server holds the embedded database: stop it first (with PostgreSQL the rebuild may run beside it)',
      );
    }
    throw error;
  }
  try {
    await migrate(handle);
    const began = performance.now();
    await rebuildAll({ db: handle.db, clock: systemClock }, definitions, (step) => {
      console.log(`${step.name.padEnd(12)} ${step.fromDay} .. ${step.toDay}  ${Math.round(step.ms)} ms`);
    });
    console.log(
      `rebuilt ${definitions.map((d) => d.name).join(', ')} in ${((performance.now() - began) / 1000).toFixed(1)} s`,
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
