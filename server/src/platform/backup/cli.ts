import path from 'node:path';
import { loadConfig } from '../config/config';
import { openDatabase } from '../db/client';
import { DataDirInUseError } from '../db/dataDirLock';
import { listBackups, writeBackup } from './backup';
import { restoreBackup } from './restore';
import { BACKUP_SIGNAL } from './schedule';

/**
 * `npm run backup`: a backup of the embedded database and the stored files into BACKUP_DIR.
 * When the server is running it holds the folder, so it is asked (BACKUP_SIGNAL) to write the
 * backup itself, between two queries; otherwise the folder is opened here.
 * `npm run restore -- <backup folder> <new data folder>`: restores into a folder that is new.
 */
const WAIT_FOR_SERVER_MS = 10 * 60 * 1000;

async function backUp(): Promise<string> {
  const config = loadConfig();
  if (config.databaseUrl) {
    throw new Error(
      'DATABASE_URL is set: back PostgreSQL up with pg_dump and copy DATA_DIR/files (README: Backups)',
    );
  }
  const before = new Set(await listBackups(config.backup.dir));
  let handle;
  try {
    handle = await openDatabase({ dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    return askServer(error.pid, config.backup.dir, before);
  }
  try {
    const dump = handle.dumpDataDir?.bind(handle);
    if (!dump) throw new Error('this database cannot be dumped');
    const result = await writeBackup(
      { dumpDatabase: dump, filesDir: path.join(config.dataDir, 'files') },
      { dir: config.backup.dir, keep: config.backup.keep, now: new Date() },
    );
    return result.path;
  } finally {
    await handle.close();
  }
}

async function askServer(pid: number, dir: string, before: Set<string>): Promise<string> {
  console.log(`the server (process ${pid}) holds the database: asking it to write the backup`);
  process.kill(pid, BACKUP_SIGNAL);
  const deadline = Date.now() + WAIT_FOR_SERVER_MS;
  while (Date.now() < deadline) {
    const added = (await listBackups(dir)).filter((name) => !before.has(name));
    if (added.length > 0) return path.join(dir, added[added.length - 1] as string);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(
    `no backup appeared in ${dir} within ${WAIT_FOR_SERVER_MS / 60_000} minutes: read the server's log (BACKUP FAILED)`,
  );
}

async function main(): Promise<void> {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'backup') {
    console.log(`backup written: ${await backUp()}`);
    return;
  }
  if (command === 'restore' && rest.length === 2) {
    const [from, to] = rest as [string, string];
    const manifest = await restoreBackup(path.resolve(from), path.resolve(to));
    console.log(
      `restored the backup of ${manifest.createdAt} into ${path.resolve(to)}: start the server with DATA_DIR=${path.resolve(to)}`,
    );
    return;
  }
  console.error('usage: backup | restore <backup folder> <new data folder>');
  process.exitCode = 2;
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
