import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isValidPhoneNumber } from '@ops/shared/rules/phone';
import { validatePassword } from '@ops/shared/rules/password';
import { toEgp, toPiasters } from '@ops/shared/rules/money';
import { ridePrice } from '@ops/shared/rules/pricing';
import { isKnownPermission } from '@ops/shared/rules/permissions/catalogue';
import { openDatabase, queryRows, type DatabaseHandle } from '../../platform/db/client';
import { migrate } from '../../platform/db/migrate';
import { verifyPassword } from '../../domains/auth/password';
import { pointInPolygon } from '../../domains/areas/geometry';
import type { Ring } from '../../domains/areas/tables';
import { PAYMENT_SOURCES, PAYMENT_STATUSES, PAYMENT_TYPES } from '../../domains/payments/tables';
import { DEFAULT_SEED_NOW, seedDemoData, type SeedResult } from './index';
import { DEMO_ROLES } from './roles';
import demoAccounts from './demo-accounts.json';

const SCALE = 0.05;
const SEEDED_TABLES = [
  'areas',
  'roles',
  'users',
  'vehicles',
  'vehicle_life_cycle',
  'rides',
  'bills',
  'wallet_logs',
  'wallet_charge_plans',
  'wallet_auto_charges',
  'payment_transactions',
  'prime_plans',
  'prime_subscriptions',
  'id_verifications',
  'promocodes',
  'warehouses',
  'inventory_items',
  'warehouse_stock',
  'inventory_movements',
  'custody_transfers',
  'targets',
  'distributions',
  'staff_locations',
  'app_sessions',
  'ops_tasks',
  'ops_task_history',
  'maintenance_tickets',
  'maintenance_records',
  'vehicle_status_snapshots',
  'seed_runs',
] as const;

interface Seeded {
  handle: DatabaseHandle;
  dataDir: string;
  result: SeedResult;
}

async function seedFresh(): Promise<Seeded> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'ops-seed-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await migrate(handle);
  const result = await seedDemoData(handle.db, { scale: SCALE, dataDir });
  return { handle, dataDir, result };
}

async function counts({ handle }: Seeded): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of SEEDED_TABLES) {
    const [row] = await queryRows<{ n: number }>(
      handle.db,
      sql`SELECT count(*)::int AS n FROM ${sql.identifier(table)}`,
    );
    out[table] = row!.n;
  }
  return out;
}

const rows = <T>(seeded: Seeded, query: ReturnType<typeof sql>) => queryRows<T>(seeded.handle.db, query);

describe('demo seed', () => {
  let first: Seeded;
  let second: Seeded;

  beforeAll(async () => {
    first = await seedFresh();
    second = await seedFresh();
  });

  afterAll(async () => {
    for (const s of [first, second]) {
      if (!s) continue;
      await s.handle.close();
      await fs.rm(s.dataDir, { recursive: true, force: true });
    }
  });

  it('seeds a fresh database', () => {
    expect(first.result.seeded).toBe(true);
    expect(first.result.counts?.areas).toBe(12);
  });

  it('is deterministic: two runs give the same vehicle codes and rider phones', async () => {
    const codes = (s: Seeded) => rows<{ code: string }>(s, sql`SELECT code FROM vehicles ORDER BY code`);
    const phones = (s: Seeded) =>
      rows<{ phone_number: string }>(
        s,
        sql`SELECT phone_number FROM users WHERE type = 'user' ORDER BY phone_number`,
      );
    const ids = (s: Seeded) => rows<{ id: string }>(s, sql`SELECT id FROM rides ORDER BY id`);
    expect(await codes(first)).toEqual(await codes(second));
    expect(await phones(first)).toEqual(await phones(second));
    expect(await ids(first)).toEqual(await ids(second));
    expect(await counts(first)).toEqual(await counts(second));
  });

  it('changes nothing when run again', async () => {
    const before = await counts(first);
    const balances = await rows<{ s: number }>(
      first,
      sql`SELECT sum(balance_piasters)::bigint AS s FROM users`,
    );
    const again = await seedDemoData(first.handle.db, { scale: SCALE, dataDir: first.dataDir });
    expect(again.seeded).toBe(false);
    expect(await counts(first)).toEqual(before);
    expect(
      await rows<{ s: number }>(first, sql`SELECT sum(balance_piasters)::bigint AS s FROM users`),
    ).toEqual(balances);
  });

  it('holds the sizes the scale asks for', async () => {
    const c = await counts(first);
    expect(c.vehicles).toBeGreaterThanOrEqual(Math.round(500 * SCALE));
    expect(c.rides).toBeGreaterThanOrEqual(300);
    expect(c.users).toBeGreaterThanOrEqual(Math.round(2000 * SCALE));
    const [both] = await rows<{ m: number; t: number }>(
      first,
      sql`
      SELECT count(DISTINCT manufacturer)::int AS m, count(DISTINCT vehicle_type)::int AS t FROM vehicles`,
    );
    expect(both).toEqual({ m: 2, t: 2 });
    // Both the Scooters and the Bikes page have vehicles to show: about one in six is a bike.
    const [kinds] = await rows<{ bikes: number; total: number }>(
      first,
      sql`SELECT count(*) FILTER (WHERE kind = 'bike')::int AS bikes, count(*)::int AS total FROM vehicles`,
    );
    expect(kinds!.bikes).toBeGreaterThan(0);
    expect(kinds!.bikes / kinds!.total).toBeCloseTo(1 / 6, 1);
  });

  it('chains every wallet log and ends at the user balance', async () => {
    const logs = await rows<{ user_id: string; prev: number; curr: number; diff: number }>(
      first,
      sql`
      SELECT user_id, prev_balance_piasters AS prev, curr_balance_piasters AS curr, difference_piasters AS diff
      FROM wallet_logs ORDER BY user_id, created_at, id`,
    );
    const users = await rows<{ id: string; balance: number }>(
      first,
      sql`SELECT id, balance_piasters AS balance FROM users`,
    );
    expect(logs.length).toBeGreaterThan(100);
    const last = new Map<string, number>();
    for (const log of logs) {
      expect(Number(log.prev)).toBe(last.get(log.user_id) ?? 0);
      expect(Number(log.curr)).toBe(Number(log.prev) + Number(log.diff));
      last.set(log.user_id, Number(log.curr));
    }
    for (const user of users) expect(Number(user.balance)).toBe(last.get(user.id) ?? 0);
    const types = await rows<{ type: string }>(
      first,
      sql`SELECT DISTINCT type FROM wallet_logs ORDER BY type`,
    );
    expect(types.map((t) => t.type)).toEqual(
      expect.arrayContaining(['CHARGE', 'FINE', 'FINE_WAIVE', 'UNLOCK_GO']),
    );
  });

  it('links each waived fine to its waiver', async () => {
    const waived = await rows<{ ok: boolean }>(
      first,
      sql`
      SELECT (w.type = 'FINE_WAIVE' AND w.difference_piasters = -f.difference_piasters) AS ok
      FROM wallet_logs f JOIN wallet_logs w ON w.id = f.waived_by_log_id WHERE f.is_waived`,
    );
    expect(waived.length).toBeGreaterThan(0);
    expect(waived.every((r) => r.ok)).toBe(true);
    const [orphans] = await rows<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM wallet_logs WHERE is_waived AND waived_by_log_id IS NULL`,
    );
    expect(orphans!.n).toBe(0);
  });

  it('places every vehicle marked in-fence inside its area, and in-ops-fence ones inside an ops fence', async () => {
    const vehicles = await rows<{
      lat: number;
      long: number;
      is_out_of_fence: boolean;
      in_ops_fence: boolean;
      outer_fence: Ring;
      ops_fences: Ring[];
    }>(
      first,
      sql`
      SELECT v.lat, v.long, v.is_out_of_fence, v.in_ops_fence, a.outer_fence, a.ops_fences FROM vehicles v JOIN areas a ON a.id = v.area_id`,
    );
    for (const v of vehicles) {
      expect(pointInPolygon([v.lat, v.long], v.outer_fence)).toBe(!v.is_out_of_fence);
      expect(v.ops_fences.some((ring) => pointInPolygon([v.lat, v.long], ring))).toBe(v.in_ops_fence);
    }
    expect(vehicles.some((v) => v.is_out_of_fence)).toBe(true);
    expect(vehicles.some((v) => v.in_ops_fence)).toBe(true);
    const [stolen] = await rows<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM vehicles WHERE stolen_alert AND stolen_alert_at IS NOT NULL`,
    );
    expect(stolen!.n).toBeGreaterThan(0);
  });

  it('creates the demo accounts with hashed passwords and their roles', async () => {
    const staff = await rows<{
      phone_number: string;
      password_hash: string | null;
      role: string;
      type: string;
    }>(
      first,
      sql`
      SELECT u.phone_number, u.password_hash, r.name AS role, u.type FROM users u JOIN roles r ON r.id = u.role_id`,
    );
    for (const account of demoAccounts) {
      expect(validatePassword(account.password)).toEqual([]);
      expect(isValidPhoneNumber(account.phoneNumber)).toBe(true);
      const found = staff.find((s) => s.phone_number === account.phoneNumber);
      expect(found?.role).toBe(account.role);
      expect(found?.type).toBe('operations');
      expect(found?.password_hash).toMatch(/^\$argon2id\$/);
      expect(found?.password_hash).not.toContain(account.password);
      expect(await verifyPassword(found!.password_hash!, account.password)).toBe(true);
    }
    expect(new Set(demoAccounts.filter((a) => a.role === 'Support Agent').map((a) => a.name)).size).toBe(2);
  });

  it('stores roles with catalogue flags only', async () => {
    const stored = await rows<{
      name: string;
      level: number;
      permissions: Record<string, Record<string, boolean>>;
    }>(first, sql`SELECT name, level, permissions FROM roles`);
    expect(stored.map((r) => r.name).sort()).toEqual(DEMO_ROLES.map((r) => r.name).sort());
    for (const role of stored) {
      for (const [layer, flags] of Object.entries(role.permissions)) {
        for (const flag of Object.keys(flags)) expect(isKnownPermission(layer, flag)).toBe(true);
      }
    }
    const agent = stored.find((r) => r.name === 'Support Agent')!;
    expect(agent.permissions.task?.VIEW_TASKS_TABLE).toBeUndefined();
    expect(agent.permissions.roles).toBeUndefined();
  });

  it('gives riders valid Egyptian phone numbers and 24-hex ids', async () => {
    const riders = await rows<{ id: string; phone_number: string }>(
      first,
      sql`SELECT id, phone_number FROM users`,
    );
    for (const r of riders) {
      expect(isValidPhoneNumber(r.phone_number)).toBe(true);
      expect(r.phone_number).toMatch(/^\+201[0125]\d{8}$/);
      expect(r.id).toMatch(/^[0-9a-f]{24}$/);
    }
  });

  it('covers every payment status, type and source', async () => {
    const seen = await rows<{ status: string; transaction_type: string; order_type: string }>(
      first,
      sql`
      SELECT DISTINCT status, transaction_type, order_type FROM payment_transactions`,
    );
    for (const status of PAYMENT_STATUSES) expect(seen.some((s) => s.status === status)).toBe(true);
    for (const type of PAYMENT_TYPES) expect(seen.some((s) => s.transaction_type === type)).toBe(true);
    for (const source of PAYMENT_SOURCES) expect(seen.some((s) => s.order_type === source)).toBe(true);
  });

  it('covers every prime subscription state', async () => {
    const [c] = await rows<Record<string, number>>(
      first,
      sql`
      SELECT
        count(*) FILTER (WHERE renewed_at IS NULL AND failed_renew_at IS NULL AND stopped_at IS NULL AND NOT is_free_trial AND valid_until > ${DEFAULT_SEED_NOW.toISOString()}::timestamptz)::int AS ongoing,
        count(*) FILTER (WHERE renewed_at IS NOT NULL)::int AS renewed,
        count(*) FILTER (WHERE stopped_at IS NOT NULL)::int AS stopped,
        count(*) FILTER (WHERE is_free_trial)::int AS trial,
        count(*) FILTER (WHERE failed_renew_at IS NOT NULL)::int AS failed
      FROM prime_subscriptions`,
    );
    for (const value of Object.values(c!)) expect(value).toBeGreaterThan(0);
  });

  it('has ID verifications in every status, with PNG images on disk', async () => {
    const found = await rows<{
      status: string;
      selfie_image_key: string;
      front_id_image_key: string;
      back_id_image_key: string;
    }>(
      first,
      sql`
      SELECT status, selfie_image_key, front_id_image_key, back_id_image_key FROM id_verifications`,
    );
    expect(new Set(found.map((f) => f.status))).toEqual(
      new Set(['pending', 'accepted', 'declined', 'removed']),
    );
    const sample = found[0]!;
    for (const key of [sample.selfie_image_key, sample.front_id_image_key, sample.back_id_image_key]) {
      const bytes = await fs.readFile(path.join(first.dataDir, 'files', key));
      expect(bytes.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    }
  });

  it('keeps ongoing rides on vehicles marked in ride, at most one per vehicle and rider', async () => {
    const ongoing = await rows<{ in_ride: boolean; lock_status: string }>(
      first,
      sql`
      SELECT v.in_ride, v.lock_status FROM rides r JOIN vehicles v ON v.id = r.vehicle_id WHERE r.status = 'ongoing'`,
    );
    expect(ongoing.length).toBeGreaterThanOrEqual(3);
    expect(ongoing.every((r) => r.in_ride && r.lock_status === 'unlocked')).toBe(true);
  });

  it('keeps bills consistent with what rides charged', async () => {
    const [bad] = await rows<{ n: number }>(
      first,
      sql`
      SELECT count(*)::int AS n FROM bills
      WHERE actual_cost_piasters <> total_cost_piasters - paid_with_promocode_piasters - paid_with_subscription_piasters`,
    );
    expect(bad!.n).toBe(0);
    const [unbilled] = await rows<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM rides WHERE status = 'done' AND bill_id IS NULL`,
    );
    expect(unbilled!.n).toBe(0);
  });

  it('prices every ended ride by the shared pricing rule (shared/rules/pricing.ts)', async () => {
    const priced = await rows<{ time_ms: number; base: number; minute: number; total: number }>(
      first,
      sql`
      SELECT r.time_ms::float8 AS time_ms, r.base_price_piasters::int AS base, r.minute_price_piasters::int AS minute, b.total_cost_piasters::int AS total
      FROM rides r JOIN bills b ON b.id = r.bill_id WHERE r.status = 'done'`,
    );
    expect(priced.length).toBeGreaterThan(50);
    // Both sides of the 30-second threshold are seeded, so the check covers free and paid rides.
    expect(priced.some((r) => r.total === 0)).toBe(true);
    expect(priced.some((r) => r.total > 0)).toBe(true);
    const wrong = priced.filter(
      (r) =>
        r.total !==
        toPiasters(
          ridePrice({ durationMs: r.time_ms, basePrice: toEgp(r.base), minutePrice: toEgp(r.minute) }),
        ),
    );
    expect(wrong).toEqual([]);
  });

  it('never leaves inventory stock negative and has every category', async () => {
    const [neg] = await rows<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM warehouse_stock WHERE quantity < 0`,
    );
    expect(neg!.n).toBe(0);
    const cats = await rows<{ category: string }>(first, sql`SELECT DISTINCT category FROM inventory_items`);
    expect(cats).toHaveLength(7);
    const types = await rows<{ type: string }>(first, sql`SELECT DISTINCT type FROM inventory_movements`);
    expect(types).toHaveLength(5);
  });

  /**
   * Issue 6 item 28: an open task's cases agree with its vehicle's state, so an Out Of Fence
   * task never shows a vehicle card saying 'In fence' (and so no speed-limit button), and
   * the simulator, which clears a condition only where it sees one, can resolve it.
   */
  it('opens vehicle tasks only for cases their vehicle is in', async () => {
    const open = await rows<{
      id: string;
      main_case: string;
      cases: Record<string, boolean>;
      is_out_of_fence: boolean;
      pct: number;
      iot_status: string;
      lock_status: string;
      bat_lock: boolean | null;
      stolen_alert: boolean;
      stale: boolean;
      in_service: boolean;
    }>(
      first,
      sql`
      SELECT t.id, t.main_case, t.cases, v.is_out_of_fence, coalesce(v.real_battery_value, v.battery / 0.2 + 12) AS pct,
             v.iot_status, v.lock_status, v.bat_lock, v.stolen_alert,
             v.last_update < ${DEFAULT_SEED_NOW.toISOString()}::timestamptz - interval '1 hour' AS stale,
             NOT v.disabled AND NOT v.is_in_storage AS in_service
      FROM tasks t JOIN vehicles v ON v.id = t.vehicle_id
      WHERE t.type = 'Vehicle' AND t.status <> 'resolved'`,
    );
    const agrees: Record<string, (v: (typeof open)[number]) => boolean> = {
      VEHICLE_OUT_OF_FENCE: (v) => v.is_out_of_fence,
      VEHICLE_WARNING_OUT_OF_FENCE: (v) => v.is_out_of_fence,
      VEHICLE_LPM: (v) => v.pct < 20,
      VEHICLE_IOT_OFF: (v) => v.iot_status === 'off',
      VEHICLE_NOT_UPDATING: (v) => v.stale,
      VEHICLE_LOCK_UNLOCKED: (v) => v.lock_status === 'unlocked',
      VEHICLE_BATTERY_UNLOCKED: (v) => v.bat_lock === false,
      VEHICLE_SCANNED_LOST_AND_STOLEN: (v) => v.stolen_alert,
      VEHICLE_UPDATING_LOST_AND_STOLEN: (v) => v.stolen_alert,
    };
    const disagreeing = open.flatMap((task) =>
      Object.entries(task.cases)
        .filter(([taskCase, isOpen]) => isOpen && !(agrees[taskCase]?.(task) ?? true))
        .map(([taskCase]) => `${task.id} ${taskCase}`),
    );
    expect(disagreeing).toEqual([]);
    expect(open.every((task) => task.in_service)).toBe(true);
    // Not vacuous: the queue has tasks, out-of-fence ones among them.
    expect(open.length).toBeGreaterThanOrEqual(8);
    expect(open.filter((task) => task.main_case === 'VEHICLE_OUT_OF_FENCE').length).toBeGreaterThan(0);
  });

  it('seeds field work in every state: ops tasks held one per technician, each accepted ticket with its record', async () => {
    const tasks = await rows<{ status: string; n: number }>(
      first,
      sql`SELECT status, count(*)::int AS n FROM ops_tasks GROUP BY status`,
    );
    expect(new Set(tasks.map((t) => t.status))).toEqual(
      new Set(['open', 'inProgress', 'resolved', 'failed', 'closed']),
    );
    const [held] = await rows<{ bad: number }>(
      first,
      sql`SELECT count(*)::int AS bad FROM ops_tasks WHERE (status = 'open') <> (holder_id IS NULL) AND status IN ('open', 'inProgress')`,
    );
    expect(held!.bad).toBe(0);
    // Every start in the history is a task that has a holder, and each task's history starts with its creation.
    const [orphans] = await rows<{ n: number }>(
      first,
      sql`SELECT count(*)::int AS n FROM ops_tasks t WHERE NOT EXISTS (SELECT 1 FROM ops_task_history h WHERE h.task_id = t.id AND h.action = 'created')`,
    );
    expect(orphans!.n).toBe(0);
    const tickets = await rows<{ status: string; records: number }>(
      first,
      sql`SELECT t.status, count(r.id)::int AS records FROM maintenance_tickets t LEFT JOIN maintenance_records r ON r.ticket_id = t.id GROUP BY t.id, t.status`,
    );
    expect(tickets.filter((t) => t.status === 'accepted').every((t) => t.records === 1)).toBe(true);
    expect(tickets.filter((t) => t.status !== 'accepted').every((t) => t.records === 0)).toBe(true);
    const records = await rows<{ status: string }>(
      first,
      sql`SELECT DISTINCT status FROM maintenance_records`,
    );
    expect(new Set(records.map((r) => r.status))).toEqual(new Set(['pending', 'submitted', 'resolved']));
  });
});
