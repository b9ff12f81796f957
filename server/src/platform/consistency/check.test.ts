import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { openDatabase, queryRows, type DatabaseHandle } from '../db/client';
import { migrate } from '../db/migrate';
import { seedDemoData } from '../../compose/seed/index';
import { runConsistencyCheck } from './check';
import { findingLines, logReport } from './report';

let handle: DatabaseHandle;
let dataDir: string;

beforeAll(async () => {
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-consistency-'));
  handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  await seedDemoData(handle.db, { scale: 0.05, dataDir });
});
afterAll(async () => {
  await handle.close();
  await fs.rm(dataDir, { recursive: true, force: true });
});

const one = async <T>(query: ReturnType<typeof sql>) => (await queryRows<T>(handle.db, query))[0]!;

describe('consistency check', () => {
  it('passes on the seeded demo data', async () => {
    const report = await runConsistencyCheck(handle.db);
    expect(report.balanceMismatches).toEqual([]);
    expect(report.tasksHeldByTwo).toEqual([]);
    expect(report.agentsWithTwoTasks).toEqual([]);
    expect(report.ok).toBe(true);
    expect(report.usersChecked).toBeGreaterThan(50);
  });

  it('a balance changed behind the wallet log: names the user and the difference', async () => {
    const rider = await one<{ id: string; name: string; balance: number }>(
      sql`SELECT u.id, u.name, u.balance_piasters AS balance FROM users u WHERE EXISTS (SELECT 1 FROM wallet_logs w WHERE w.user_id = u.id) ORDER BY u.id LIMIT 1`,
    );
    await handle.db.execute(
      sql`UPDATE users SET balance_piasters = balance_piasters + 4321 WHERE id = ${rider.id}`,
    );
    try {
      const report = await runConsistencyCheck(handle.db);
      expect(report.ok).toBe(false);
      expect(report.balanceMismatches).toEqual([
        expect.objectContaining({
          userId: rider.id,
          balancePiasters: Number(rider.balance) + 4321,
          loggedPiasters: Number(rider.balance),
          differencePiasters: 4321,
        }),
      ]);
      const lines = findingLines(report);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toContain(rider.id);
      expect(lines[0]).toContain(rider.name);
      expect(lines[0]).toContain('difference +43.21');
    } finally {
      await handle.db.execute(
        sql`UPDATE users SET balance_piasters = balance_piasters - 4321 WHERE id = ${rider.id}`,
      );
    }
  });

  it('a held task flagged for another agent, and an agent holding two tasks, are reported', async () => {
    const staff = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM users WHERE type <> 'user' AND id NOT IN (SELECT assigned_to FROM tasks WHERE status = 'assigned') ORDER BY id LIMIT 2`,
    );
    const [a, b] = staff.map((row) => row.id);
    const open = await queryRows<{ id: string }>(
      handle.db,
      sql`SELECT id FROM tasks WHERE status = 'unassigned' AND flagged_by IS NULL ORDER BY id LIMIT 2`,
    );
    const [first, second] = open.map((row) => row.id);
    expect(a && b && first && second).toBeTruthy();
    await handle.db.execute(
      sql`UPDATE tasks SET status = 'assigned', assigned_to = ${a}, flagged_by = ${b} WHERE id = ${first}`,
    );
    // The unique index would refuse the second hold; a damaged database may not have it.
    await handle.db.execute(sql`DROP INDEX tasks_one_held_per_agent`);
    await handle.db.execute(
      sql`UPDATE tasks SET status = 'assigned', assigned_to = ${a} WHERE id = ${second}`,
    );
    try {
      const report = await runConsistencyCheck(handle.db);
      expect(report.ok).toBe(false);
      expect(report.tasksHeldByTwo).toEqual([{ taskId: first, assignedTo: a, flaggedBy: b }]);
      expect(report.agentsWithTwoTasks).toEqual([{ agentId: a, taskIds: [first, second].sort() }]);

      const lines: string[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(JSON.parse(chunk.toString()).msg as string);
          done();
        },
      });
      logReport(pino({ level: 'info' }, sink), report);
      expect(lines[0]).toMatch(
        /^CONSISTENCY CHECK FAILED: 0 balance\(s\).*1 task\(s\) held by two agents; 1 agent\(s\) holding two tasks/,
      );
      expect(lines).toContain(
        `CONSISTENCY: task ${first} is held by ${a} and flagged for ${b}: two agents hold it`,
      );
      expect(lines.some((line) => line.startsWith(`CONSISTENCY: agent ${a} holds 2 tasks`))).toBe(true);
    } finally {
      await handle.db.execute(
        sql`UPDATE tasks SET status = 'unassigned', assigned_to = NULL, flagged_by = NULL WHERE id IN (${first}, ${second})`,
      );
      await handle.db.execute(
        sql`CREATE UNIQUE INDEX tasks_one_held_per_agent ON tasks (assigned_to) WHERE status = 'assigned'`,
      );
    }
    expect((await runConsistencyCheck(handle.db)).ok).toBe(true);
  });
});
