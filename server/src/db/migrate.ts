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

/** Applies every migration not yet recorded, in file-name order, each in its own transaction. */
export async function migrate(handle: DatabaseHandle, dir = MIGRATIONS_DIR): Promise<MigrationResult> {
  return handle.withExclusiveLock(async () => {
    await handle.db.execute(
      sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const done = await queryRows<{ name: string }>(handle.db, sql`SELECT name FROM schema_migrations`);
    const appliedBefore = new Set(done.map((row) => row.name));
    const files = await migrationFiles(dir);
    const applied: string[] = [];
    for (const file of files) {
      if (appliedBefore.has(file)) continue;
      const script = await fs.readFile(path.join(dir, file), 'utf8');
      const escaped = file.replace(/'/g, "''");
      // The record goes in the same transaction as the change, so a failed migration leaves no trace.
      await handle.runScript(`${script}\n;INSERT INTO schema_migrations (name) VALUES ('${escaped}');`);
      applied.push(file);
    }
    return { applied };
  });
}
