import fs from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { DATABASE_FILE, MANIFEST_FILE, type BackupManifest } from './backup';

async function isEmptyOrMissing(dir: string): Promise<boolean> {
  const entries = await fs.readdir(dir).catch(() => null);
  return entries === null || entries.length === 0;
}

/**
 * Restores a backup folder into a data folder that does not exist yet (or is empty): never over
 * a live one. Point DATA_DIR at the result, or swap the folders while the server is stopped.
 */
export async function restoreBackup(backupPath: string, dataDir: string): Promise<BackupManifest> {
  const manifest = JSON.parse(
    await fs.readFile(path.join(backupPath, MANIFEST_FILE), 'utf8'),
  ) as BackupManifest;
  if (!(await isEmptyOrMissing(dataDir))) {
    throw new Error(
      `${dataDir} is not empty: restore into a new folder, then point DATA_DIR at it (the current data stays untouched)`,
    );
  }
  const dump = await fs.readFile(path.join(backupPath, DATABASE_FILE));
  await fs.mkdir(path.join(dataDir, 'pglite'), { recursive: true });
  // Loading the dump into a new folder and closing it leaves an ordinary PGlite data directory.
  const database = await PGlite.create(path.join(dataDir, 'pglite'), { loadDataDir: new Blob([dump]) });
  await database.query('SELECT 1');
  await database.close();
  await fs.cp(path.join(backupPath, 'files'), path.join(dataDir, 'files'), { recursive: true });
  return manifest;
}
