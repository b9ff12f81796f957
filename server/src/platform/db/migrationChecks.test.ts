import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { pgliteHandle, queryRows, type DatabaseHandle } from './client';
import { ChangedMigrationError, migrate, migrationChecksum, migrationFiles } from './migrate';

/**
 * Numbers that were never used, kept as they are: databases in the field recorded the names
 * around them. Any other gap or a repeated number is a mistake of a merge.
 */
const HISTORICAL_GAPS = [23, 30, 36];

describe('the migration files (issue 25 item 6)', () => {
  it('are numbered in order, without repeats, and without gaps besides the recorded ones', async () => {
    const files = await migrationFiles();
    const numbers = files.map((file) => Number(file.slice(0, 4)));
    expect(new Set(numbers).size, `a number used twice: ${files.join(', ')}`).toBe(numbers.length);
    expect(numbers[0]).toBe(1);
    const missing: number[] = [];
    for (let expected = 1; expected <= (numbers.at(-1) ?? 0); expected += 1)
      if (!numbers.includes(expected)) missing.push(expected);
    expect(missing).toEqual(HISTORICAL_GAPS);
    // File-name order is the order they apply in: four digits everywhere.
    expect(files.every((file) => /^\d{4}_[a-z0-9_]+\.sql$/.test(file))).toBe(true);
  });
});

describe('migration checksums', () => {
  let dir: string;
  let handle: DatabaseHandle;
  const write = (name: string, text: string) => fs.writeFile(path.join(dir, name), text);
  const recorded = () =>
    queryRows<{ name: string; checksum: string | null }>(
      handle.db,
      sql`SELECT name, checksum FROM schema_migrations ORDER BY name`,
    );

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-migrations-'));
    await write('0001_one.sql', 'CREATE TABLE one (id int);\n');
    await write('0002_two.sql', 'CREATE TABLE two (id int);\n');
    // Empty: the tests' usual in-memory database starts from the migrated template.
    handle = pgliteHandle(await PGlite.create());
  });
  afterEach(async () => {
    await handle.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("records each applied migration's checksum", async () => {
    await migrate(handle, dir);
    expect(await recorded()).toEqual([
      { name: '0001_one.sql', checksum: migrationChecksum('CREATE TABLE one (id int);\n') },
      { name: '0002_two.sql', checksum: migrationChecksum('CREATE TABLE two (id int);\n') },
    ]);
  });

  it('refuses to start when an applied migration changed, and applies nothing new', async () => {
    await migrate(handle, dir);
    await write('0002_two.sql', 'CREATE TABLE two (id bigint);\n');
    await write('0003_three.sql', 'CREATE TABLE three (id int);\n');
    const error = await migrate(handle, dir).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ChangedMigrationError);
    expect((error as Error).message).toMatch(
      /^Migration 0002_two.sql changed after this database applied it/,
    );
    expect((await recorded()).map((row) => row.name)).toEqual(['0001_one.sql', '0002_two.sql']);
  });

  it('a checkout with Windows line endings is the same migration', async () => {
    await migrate(handle, dir);
    await write('0001_one.sql', 'CREATE TABLE one (id int);\r\n');
    expect((await migrate(handle, dir)).applied).toEqual([]);
  });

  it('a database migrated before checksums existed gets them, then is checked like any other', async () => {
    await handle.db.execute(
      sql`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    await handle.db.execute(sql`CREATE TABLE one (id int)`);
    await handle.db.execute(sql`INSERT INTO schema_migrations (name) VALUES ('0001_one.sql')`);
    expect((await migrate(handle, dir)).applied).toEqual(['0002_two.sql']);
    expect((await recorded()).every((row) => row.checksum !== null)).toBe(true);
    await write('0001_one.sql', '-- edited\nCREATE TABLE one (id int);\n');
    await expect(migrate(handle, dir)).rejects.toBeInstanceOf(ChangedMigrationError);
  });
});
