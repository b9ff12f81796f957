import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A backup is one folder, `ops-backup-<UTC time>`, holding `database.tar.gz` (PGlite's dump of
 * its data directory), `files/` (the stored files) and `manifest.json`. It is written under a
 * `.partial` name and renamed when whole, so a listed backup is always complete.
 */
export const BACKUP_PREFIX = 'ops-backup-';
export const DATABASE_FILE = 'database.tar.gz';
export const MANIFEST_FILE = 'manifest.json';

export interface BackupManifest {
  createdAt: string;
  database: 'pglite';
  databaseBytes: number;
  files: number;
}

export interface BackupSource {
  /** A consistent dump of the database, taken between queries (DatabaseHandle.dumpDataDir). */
  dumpDatabase(): Promise<Blob>;
  /** `${DATA_DIR}/files`. */
  filesDir: string;
}

function stamp(at: Date): string {
  return at
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, 'Z');
}

/** Complete backups in `dir`, oldest first (the names sort by time). */
export async function listBackups(dir: string): Promise<string[]> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  return names.filter((name) => name.startsWith(BACKUP_PREFIX) && !name.endsWith('.partial')).sort();
}

async function copyFiles(from: string, to: string): Promise<number> {
  let count = 0;
  const entries = await fs.readdir(from, { withFileTypes: true }).catch(() => []);
  await fs.mkdir(to, { recursive: true });
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    if (entry.isDirectory()) count += await copyFiles(source, path.join(to, entry.name));
    // A .tmp file is an upload still being written: its finished twin will be in the next backup.
    else if (entry.isFile() && !entry.name.endsWith('.tmp')) {
      await fs.copyFile(source, path.join(to, entry.name));
      count += 1;
    }
  }
  return count;
}

/**
 * Writes one backup and then keeps the newest `keep`. The database is dumped first and the
 * files copied after: stored files are written before the row that names them commits and are
 * never changed, so every file the dumped database refers to is already there to copy.
 */
export async function writeBackup(
  source: BackupSource,
  options: { dir: string; keep: number; now: Date },
): Promise<{ path: string; manifest: BackupManifest }> {
  await fs.mkdir(options.dir, { recursive: true });
  const name = `${BACKUP_PREFIX}${stamp(options.now)}`;
  const target = path.join(options.dir, name);
  const partial = `${target}.partial`;
  await fs.rm(partial, { recursive: true, force: true });
  await fs.mkdir(partial);
  try {
    const dump = Buffer.from(await (await source.dumpDatabase()).arrayBuffer());
    await fs.writeFile(path.join(partial, DATABASE_FILE), dump);
    const files = await copyFiles(source.filesDir, path.join(partial, 'files'));
    const manifest: BackupManifest = {
      createdAt: options.now.toISOString(),
      database: 'pglite',
      databaseBytes: dump.length,
      files,
    };
    await fs.writeFile(path.join(partial, MANIFEST_FILE), `${JSON.stringify(manifest, null, 2)}\n`);
    await fs.rm(target, { recursive: true, force: true });
    await fs.rename(partial, target);
    await pruneBackups(options.dir, options.keep);
    return { path: target, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Keeps the newest `keep` backups (BACKUP_KEEP); older ones are deleted. */
export async function pruneBackups(dir: string, keep: number): Promise<string[]> {
  const all = await listBackups(dir);
  const old = all.slice(0, Math.max(0, all.length - keep));
  for (const name of old) await fs.rm(path.join(dir, name), { recursive: true, force: true });
  return old;
}
