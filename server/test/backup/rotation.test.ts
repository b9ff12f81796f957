import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';

/** deploy/backup/ops-pg-backup's rotation: daily dumps kept 14, the newest of each week kept 8. */
const SCRIPT = path.resolve(import.meta.dirname, '../../../deploy/backup/ops-pg-backup');
const run = promisify(execFile);

let dir: string;
beforeEach(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-rotation-'));
});
afterEach(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

function days(from: string, to: string): string[] {
  const out: string[] = [];
  for (
    let day = new Date(`${from}T00:00:00Z`);
    day <= new Date(`${to}T00:00:00Z`);
    day.setUTCDate(day.getUTCDate() + 1)
  ) {
    out.push(day.toISOString().slice(0, 10));
  }
  return out;
}

async function place(dates: string[], others: string[] = []) {
  for (const name of [...dates.map((date) => `ops-${date}.dump`), ...others])
    await fs.writeFile(path.join(dir, name), name);
}

async function rotate(env: Record<string, string> = {}) {
  const { stdout } = await run(SCRIPT, ['rotate'], {
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', BACKUP_DIR: dir, ...env },
  });
  return stdout;
}

const kept = async () => (await fs.readdir(dir)).sort();

describe('backup rotation (issue 25 §5)', () => {
  it('four months of daily dumps: the last 14 days, and the newest dump of each of the last 8 ISO weeks', async () => {
    await place(days('2026-08-01', '2026-11-28'), [
      'backup-status',
      'notes.txt',
      '.ops-2026-11-29.dump.partial',
    ]);
    const printed = await rotate();
    const expected = [
      // Weekly: the Sunday (last day) of each earlier ISO week, Monday to Sunday.
      '2026-10-11',
      '2026-10-18',
      '2026-10-25',
      '2026-11-01',
      '2026-11-08',
      // Daily: the 14 newest, which also hold the newest of the weeks of Nov 9, 16 and 23.
      ...days('2026-11-15', '2026-11-28'),
    ];
    expect(await kept()).toEqual(
      [
        '.ops-2026-11-29.dump.partial',
        'backup-status',
        'notes.txt',
        ...expected.map((date) => `ops-${date}.dump`),
      ].sort(),
    );
    expect(printed).toContain('deleted ops-2026-08-01.dump');
    expect(printed).not.toContain('ops-2026-11-08.dump');
    // A second pass finds nothing more to delete.
    expect(await rotate()).toBe('');
  });

  it('counts dumps, not ages: months after the last good dump, the last good ones are all still there', async () => {
    await place(days('2026-06-01', '2026-06-30'));
    await rotate();
    // June 2026 began on a Monday: five ISO weeks, each keeping its Sunday, beside the 14 newest.
    expect(await kept()).toEqual(
      ['2026-06-07', '2026-06-14', ...days('2026-06-17', '2026-06-30')].map((date) => `ops-${date}.dump`),
    );
  });

  it('weeks are ISO weeks across the new year (2026-12-28 to 2027-01-03 is one week)', async () => {
    await place(days('2026-12-20', '2027-01-04'));
    await rotate({ BACKUP_KEEP_DAILY: '1', BACKUP_KEEP_WEEKLY: '3' });
    expect(await kept()).toEqual(['ops-2026-12-27.dump', 'ops-2027-01-03.dump', 'ops-2027-01-04.dump']);
  });

  it('fewer dumps than the limits: nothing is deleted', async () => {
    await place(['2026-11-01', '2026-11-20', '2026-11-28']);
    expect(await rotate()).toBe('');
    expect(await kept()).toHaveLength(3);
  });
});
