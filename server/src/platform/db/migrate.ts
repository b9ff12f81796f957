import { createHash } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { queryRows, type DatabaseHandle } from './client';

const MIGRATIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The migration files this build carries, in the order they apply. */
export async function migrationFiles(dir = MIGRATIONS_DIR): Promise<string[]> {
  return (await fs.readdir(dir)).filter((file) => /^\d{4}_.+\.sql$/.test(file)).sort();
}

export interface MigrationResult {
  applied: string[];
}

/** A migration's fingerprint; line endings do not count (a checkout on Windows is the same file). */
export function migrationChecksum(script: string): string {
  return createHash('sha256').update(script.replace(/\r\n/g, '\n')).digest('hex');
}

export class ChangedMigrationError extends Error {}

/**
 * Applies every migration not yet recorded, in file-name order, each in its own transaction.
 * Every applied migration's checksum is recorded; a file changed after it was applied refuses
 * the start (the database no longer matches what the code believes), before anything new runs.
 */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  return handle.withExclusiveLock(async () => {
    await handle.db.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    // Databases migrated by builds older than the checksums get the column, filled below.
    await handle.db.execute(sql`ALTER TABLE schema_migrations ADD COLUMN IF NOT EXISTS checksum text`);
    const done = await queryRows<{ name: string; checksum: string | null }>(
      handle.db,
      sql`SELECT name, checksum FROM schema_migrations`,
    );
    const appliedBefore = new Map(done.map((row) => [row.name, row.checksum]));
    const files = await migrationFiles(dir);
    const scripts = new Map<string, string>();
    for (const file of files) scripts.set(file, await fs.readFile(path.join(dir, file), 'utf8'));
    const changed = files.filter((file) => {
      const recorded = appliedBefore.get(file);
      return (
        recorded !== undefined &&
        recorded !== null &&
        recorded !== migrationChecksum(scripts.get(file) as string)
      );
    });
    if (changed.length > 0) {
      throw new ChangedMigrationError(
        `Migration ${changed.join(', ')} changed after this database applied it: the database may not match this build. Put back the file as released (a schema change is always a new migration), or restore the backup taken before the upgrade (docs/UPGRADING.md).`,
      );
    }
    for (const [name, checksum] of appliedBefore) {
      if (checksum === null && scripts.has(name)) {
        await handle.db.execute(
          sql`UPDATE schema_migrations SET checksum = ${migrationChecksum(scripts.get(name) as string)} WHERE name = ${name}`,
        );
      }
    }
    const applied: string[] = [];
    for (const file of files) {
      if (appliedBefore.has(file)) continue;
      const script = scripts.get(file) as string;
      const escaped = file.replace(/'/g, "''");
      // The record goes in the same transaction as the change, so a failed migration leaves no trace.
      await handle.runScript(
        `${script}\n;INSERT INTO schema_migrations (name, checksum) VALUES ('${escaped}', '${migrationChecksum(script)}');`,
      );
      applied.push(file);
    }
    return { applied };
  });
}
