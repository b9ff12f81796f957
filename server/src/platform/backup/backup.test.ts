import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { seedDemoData } from '../../compose/seed/index';
import { listBackups, pruneBackups, writeBackup } from './backup';
import { restoreBackup } from './restore';
import { nextRun } from './schedule';

/** Every table of ours with its row count, in name order. */
async function rowCounts(handle: DatabaseHandle): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    handle.db,
    sql`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ count: number }>(
      handle.db,
      sql`SELECT count(*)::int AS count FROM ${sql.identifier(name)}`,
    );
    counts[name] = Number(row?.count);
  }
  return counts;
}

async function balances(handle: DatabaseHandle) {
  return queryRows<{ id: string; balance: number }>(
    handle.db,
    sql`SELECT id, balance_piasters::int AS balance FROM users ORDER BY id`,
  );
}

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const name = path.join(prefix, entry.name);
    if (entry.isDirectory()) found.push(...(await listFiles(path.join(dir, entry.name), name)));
    else found.push(name);
  }
  return found.sort();
}

describe('backup and restore of the embedded database and the stored files (issue 13 §6)', () => {
  let work: string;
  let source: DatabaseHandle;
  let restored: DatabaseHandle | null = null;
  const dataDir = () => path.join(work, 'data');

  beforeAll(async () => {
    work = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-backup-'));
    source = await openDatabase({ dataDir: 'memory://' });
    await seedDemoData(source.db, { scale: 0.05, dataDir: dataDir() });
    // An upload still being written is not part of a backup.
    await fs.writeFile(path.join(dataDir(), 'files', 'half-written.png.ab12cd34.tmp'), 'partial');
  });
  afterAll(async () => {
    await restored?.close();
    await source?.close();
    await fs.rm(work, { recursive: true, force: true });
  });

  it('restores into a new folder with every table and every balance as they were', async () => {
    // The source stays open and in use, as under a running server.
    const backup = await writeBackup(
      { dumpDatabase: () => source.dumpDataDir!(), filesDir: path.join(dataDir(), 'files') },
      { dir: path.join(work, 'backups'), keep: 3, now: new Date('2026-11-23T02:30:00Z') },
    );
    expect(path.basename(backup.path)).toBe('ops-backup-20261123T023000Z');
    expect(backup.manifest.files).toBeGreaterThan(0);

    const target = path.join(work, 'restored');
    await restoreBackup(backup.path, target);
    restored = await openDatabase({ dataDir: target });

    const expected = await rowCounts(source);
    expect(Object.keys(expected).length).toBeGreaterThan(30);
    expect(expected.users).toBeGreaterThan(0);
    expect(await rowCounts(restored)).toEqual(expected);
    const sourceBalances = await balances(source);
    expect(sourceBalances.some((row) => row.balance !== 0)).toBe(true);
    expect(await balances(restored)).toEqual(sourceBalances);

    const originalFiles = (await listFiles(path.join(dataDir(), 'files'))).filter(
      (name) => !name.endsWith('.tmp'),
    );
    expect(await listFiles(path.join(target, 'files'))).toEqual(originalFiles);
  });

  it('never restores over a folder that holds data', async () => {
    const [name] = await listBackups(path.join(work, 'backups'));
    await expect(restoreBackup(path.join(work, 'backups', name as string), dataDir())).rejects.toThrow(
      /is not empty: restore into a new folder/,
    );
  });

  it('keeps the newest BACKUP_KEEP backups', async () => {
    const dir = path.join(work, 'retention');
    const source = { dumpDatabase: async () => new Blob(['dump']), filesDir: path.join(work, 'no-files') };
    for (const day of [20, 21, 22]) {
      await writeBackup(source, { dir, keep: 2, now: new Date(`2026-11-${day}T02:30:00Z`) });
    }
    expect(await listBackups(dir)).toEqual(['ops-backup-20261121T023000Z', 'ops-backup-20261122T023000Z']);
    expect(await pruneBackups(dir, 1)).toEqual(['ops-backup-20261121T023000Z']);
  });

  it('schedules the nightly backup at the next such time of day', () => {
    const now = new Date(2026, 10, 23, 1, 15);
    expect(nextRun(now, '02:30')).toEqual(new Date(2026, 10, 23, 2, 30));
    expect(nextRun(new Date(2026, 10, 23, 2, 30), '02:30')).toEqual(new Date(2026, 10, 24, 2, 30));
  });
});
