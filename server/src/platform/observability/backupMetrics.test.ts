import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../deps';
import type { ConsistencyStatus } from '../consistency/background';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { OpsMetrics } from './metrics';

/** /metrics shows the PostgreSQL backup script's status file and the consistency check's result. */
let handle: DatabaseHandle;
let dir: string;
beforeAll(async () => {
  handle = await openDatabase({ dataDir: 'memory://' });
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-backup-metrics-'));
});
afterAll(async () => {
  await handle.close();
  await fs.rm(dir, { recursive: true, force: true });
});

const metricsWith = (backupStatusFile: string | null) =>
  new OpsMetrics({
    handle,
    clock: systemClock,
    socketCount: () => 0,
    onCollectError: () => undefined,
    backupStatusFile,
  });

function value(text: string, series: string): number | undefined {
  const line = text.split('\n').find((entry) => entry.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('backup metrics', () => {
  it('read the status file at every scrape', async () => {
    const file = path.join(dir, 'backup-status');
    const metrics = metricsWith(file);
    let text = await metrics.registry.metrics();
    expect(value(text, 'ops_backup_status_readable')).toBe(0);
    expect(value(text, 'ops_backup_last_success_timestamp_seconds')).toBe(0);

    await fs.writeFile(
      file,
      'last_run_at=1795000000\nlast_run_success=1\nlast_success_at=1795000000\nlast_file=/x/ops-2026-11-28.dump\nlast_size_bytes=52311\nlast_duration_seconds=3\nmessage=ok\n',
    );
    text = await metrics.registry.metrics();
    expect(value(text, 'ops_backup_status_readable')).toBe(1);
    expect(value(text, 'ops_backup_last_run_success')).toBe(1);
    expect(value(text, 'ops_backup_last_run_timestamp_seconds')).toBe(1795000000);
    expect(value(text, 'ops_backup_last_success_timestamp_seconds')).toBe(1795000000);
    expect(value(text, 'ops_backup_last_size_bytes')).toBe(52311);

    // A failed run: the success time stays the last good one.
    await fs.writeFile(
      file,
      'last_run_at=1795086400\nlast_run_success=0\nlast_success_at=1795000000\nmessage=pg_dump failed: connection refused\n',
    );
    text = await metrics.registry.metrics();
    expect(value(text, 'ops_backup_last_run_success')).toBe(0);
    expect(value(text, 'ops_backup_last_run_timestamp_seconds')).toBe(1795086400);
    expect(value(text, 'ops_backup_last_success_timestamp_seconds')).toBe(1795000000);
  });

  it('without BACKUP_STATUS_FILE: not readable, no success known', async () => {
    const text = await metricsWith(null).registry.metrics();
    expect(value(text, 'ops_backup_status_readable')).toBe(0);
    expect(value(text, 'ops_backup_last_run_success')).toBe(0);
    expect(value(text, 'ops_backup_last_success_timestamp_seconds')).toBe(0);
  });
});

describe('consistency check metrics', () => {
  it('one series per state, the current one at 1, and the findings once finished', async () => {
    let status: ConsistencyStatus = {
      state: 'running',
      startedAt: '2026-11-28T10:00:00.000Z',
      finishedAt: null,
      summary: null,
      usersChecked: null,
      heldTasksChecked: null,
      balanceMismatches: null,
      tasksHeldByTwo: null,
      agentsWithTwoTasks: null,
      ms: null,
    };
    const metrics = metricsWith(null);
    metrics.watchConsistency(() => status);
    let text = await metrics.registry.metrics();
    expect(value(text, 'ops_consistency_check_state{state="running"}')).toBe(1);
    expect(value(text, 'ops_consistency_check_state{state="failed"}')).toBe(0);
    expect(text).not.toMatch(/^ops_consistency_check_findings\{/m);

    status = {
      ...status,
      state: 'failed',
      finishedAt: '2026-11-28T10:01:40.000Z',
      usersChecked: 10,
      heldTasksChecked: 2,
      balanceMismatches: 2,
      tasksHeldByTwo: 0,
      agentsWithTwoTasks: 1,
      ms: 100,
    };
    text = await metrics.registry.metrics();
    expect(value(text, 'ops_consistency_check_state{state="running"}')).toBe(0);
    expect(value(text, 'ops_consistency_check_state{state="failed"}')).toBe(1);
    expect(value(text, 'ops_consistency_check_findings{kind="balance_mismatch"}')).toBe(2);
    expect(value(text, 'ops_consistency_check_findings{kind="agent_with_two_tasks"}')).toBe(1);
    expect(value(text, 'ops_consistency_check_finished_timestamp_seconds')).toBe(
      Date.parse('2026-11-28T10:01:40.000Z') / 1000,
    );
  });
});
