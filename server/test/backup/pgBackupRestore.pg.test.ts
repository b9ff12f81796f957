import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../src/platform/config/config';
import { CHECK_FAILED, CHECK_PASSED, checkCommand } from '../../src/platform/consistency/command';
import { openDatabase, queryRows } from '../../src/platform/db/client';
import { readBackupStatus } from '../../src/platform/observability/backupStatus';
import { seedDemoData } from '../../src/compose/seed/index';
import { freshPostgres, type FreshDatabase } from '../pgDatabase';

/**
 * The restore drill of deploy/INSTALL-debian.md §7, run for real: the shipped backup script
 * dumps a migrated, seeded PostgreSQL database, the dump is restored into a new database with
 * pg_restore, and the product's consistency check (`node main.js --check`) passes on it.
 */
const SCRIPT = path.resolve(import.meta.dirname, '../../../deploy/backup/ops-pg-backup');
const run = promisify(execFile);

async function runBackup(env: Record<string, string>) {
  try {
    const { stdout, stderr } = await run(SCRIPT, [], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

async function createDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = inject('pgAdminUrl');
  const name = `ops_restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const COUNTS = sql`SELECT (SELECT count(*) FROM users)::int AS users, (SELECT count(*) FROM wallet_logs)::int AS logs,
  (SELECT count(*) FROM tasks)::int AS tasks, (SELECT coalesce(sum(balance_piasters), 0)::bigint::text AS total FROM users) AS total`;

describe('PostgreSQL backup and restore drill (issue 25 §5)', () => {
  let source: FreshDatabase;
  let restored: { url: string; drop(): Promise<void> };
  let backupDir: string;
  let dataDir: string;

  beforeAll(async () => {
    source = await freshPostgres(5);
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-pgbackup-data-'));
    backupDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-pgbackup-'));
    await seedDemoData(source.handle.db, { scale: 0.05, dataDir });
    restored = await createDatabase();
  }, 180_000);
  afterAll(async () => {
    await source?.drop();
    await restored?.drop();
    await fs.rm(backupDir, { recursive: true, force: true });
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  it('dumps, restores into a new database, and the consistency check passes there', async () => {
    const result = await runBackup({ DATABASE_URL: source.url, BACKUP_DIR: backupDir });
    expect(result.stderr).toMatch(/wrote .*ops-\d{4}-\d{2}-\d{2}\.dump/);
    expect(result.code).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    const dump = path.join(backupDir, `ops-${today}.dump`);
    expect((await fs.stat(dump)).size).toBeGreaterThan(10_000);
    expect((await fs.readdir(backupDir)).sort()).toEqual(['backup-status', `ops-${today}.dump`]);

    const status = readBackupStatus(await fs.readFile(path.join(backupDir, 'backup-status'), 'utf8'));
    expect(status.lastRunSuccess).toBe(1);
    expect(status.lastSuccessAt).toBe(status.lastRunAt);
    expect(Math.abs((status.lastRunAt ?? 0) - Date.now() / 1000)).toBeLessThan(120);

    // The drill as documented: pg_restore into an empty database, then the check.
    await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${restored.url}`, dump]);
    const lines: string[] = [];
    const code = await checkCommand(loadConfig({ DATABASE_URL: restored.url, DATA_DIR: dataDir }), (line) =>
      lines.push(line),
    );
    expect(lines.join('\n')).toMatch(/^consistency check passed \(\d+ balances/);
    expect(code).toBe(CHECK_PASSED);

    const copy = await openDatabase({ databaseUrl: restored.url, dataDir: 'unused', poolSize: 2 });
    try {
      const [before] = await queryRows(source.handle.db, COUNTS);
      const [after] = await queryRows(copy.db, COUNTS);
      expect(after).toEqual(before);
      expect((before as { logs: number }).logs).toBeGreaterThan(100);
      // The check really reads the copy: a balance changed behind its wallet log fails it.
      await copy.db.execute(
        sql`UPDATE users SET balance_piasters = balance_piasters + 100 WHERE id = (SELECT min(id) FROM users)`,
      );
    } finally {
      await copy.close();
    }
    expect(
      await checkCommand(loadConfig({ DATABASE_URL: restored.url, DATA_DIR: dataDir }), () => undefined),
    ).toBe(CHECK_FAILED);
  }, 180_000);

  it('a failed dump says so in the status, keeps the last success time and leaves the good dump alone', async () => {
    const before = readBackupStatus(await fs.readFile(path.join(backupDir, 'backup-status'), 'utf8'));
    const files = (await fs.readdir(backupDir)).sort();
    const wrong = new URL(source.url);
    wrong.pathname = '/ops_no_such_database';
    const result = await runBackup({ DATABASE_URL: wrong.toString(), BACKUP_DIR: backupDir });
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(/FAILED: .*ops_no_such_database/);
    const after = readBackupStatus(await fs.readFile(path.join(backupDir, 'backup-status'), 'utf8'));
    expect(after.lastRunSuccess).toBe(0);
    expect(after.lastSuccessAt).toBe(before.lastSuccessAt);
    expect(after.message).toMatch(/pg_dump failed: .*ops_no_such_database/);
    expect((await fs.readdir(backupDir)).sort()).toEqual(files);
  });
});
