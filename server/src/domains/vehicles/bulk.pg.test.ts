import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { userAudit } from '../../platform/audit/tables';
import { createVehicle, depsOver, sessionFor } from '../wallet/testFixtures';
import { applyVehicleBulk } from './bulk';
import { vehicleLifeCycle, vehicles } from './tables';

let database: FreshDatabase;
let staffId: string;

beforeAll(async () => {
  database = await freshPostgres(20);
  staffId = (await createStaff(database.handle.db, { level: 0, department: 'Administration' })).userId;
});
afterAll(async () => {
  await database.drop();
});

async function fleet(count: number): Promise<string[]> {
  const made: string[] = [];
  for (let i = 0; i < count; i++) made.push((await createVehicle(database.handle.db)).id);
  return made;
}

describe('vehicle bulk actions are all or none (real PostgreSQL)', () => {
  it('a database failure on the 30th of 50 vehicles changes none of them and writes no audit or life cycle', async () => {
    const db = database.handle.db;
    const deps = depsOver(database.handle);
    const ids = await fleet(50);
    const victim = [...ids].sort()[29]!;
    // The failure happens mid-write, after the vehicles were updated: only the transaction can undo it.
    await db.execute(
      sql.raw(`
      CREATE FUNCTION refuse_victim() RETURNS trigger AS $$
      BEGIN
        IF NEW.subject_id = '${victim}' THEN RAISE EXCEPTION 'audit refused for %', NEW.subject_id; END IF;
        RETURN NEW;
      END $$ LANGUAGE plpgsql;
      CREATE TRIGGER refuse_victim BEFORE INSERT ON user_audit FOR EACH ROW EXECUTE FUNCTION refuse_victim();
    `),
    );
    try {
      await expect(applyVehicleBulk(deps, sessionFor(staffId), ids, { action: 'disable' })).rejects.toThrow();
      const rows = await db
        .select({ disabled: vehicles.disabled })
        .from(vehicles)
        .where(inArray(vehicles.id, ids));
      expect(rows).toHaveLength(50);
      expect(rows.filter((row) => row.disabled)).toHaveLength(0);
      expect(await db.select().from(userAudit).where(inArray(userAudit.subjectId, ids))).toHaveLength(0);
      expect(
        await db.select().from(vehicleLifeCycle).where(inArray(vehicleLifeCycle.vehicleId, ids)),
      ).toHaveLength(0);
    } finally {
      await db.execute(sql.raw('DROP TRIGGER refuse_victim ON user_audit; DROP FUNCTION refuse_victim();'));
    }
    // Without the failure the same selection goes through whole.
    const done = await applyVehicleBulk(deps, sessionFor(staffId), ids, { action: 'disable' });
    expect(done.count).toBe(50);
    const audits = await db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.subjectType, 'vehicle'), inArray(userAudit.subjectId, ids)));
    expect(new Set(audits.map((a) => a.subjectId))).toEqual(new Set(ids));
    await deps.vehicleGateway.close();
  });

  it('two overlapping bulk actions at once: each is whole, one after the other (no deadlock, no mixed rows)', async () => {
    const db = database.handle.db;
    const deps = depsOver(database.handle);
    const ids = await fleet(40);
    const forward = ids.slice(0, 30);
    const backward = ids.slice(10).reverse();
    const [a, b] = await Promise.all([
      applyVehicleBulk(deps, sessionFor(staffId), forward, { action: 'setStatus', status: 'off' }),
      applyVehicleBulk(deps, sessionFor(staffId), backward, { action: 'setStatus', status: 'on' }),
    ]);
    expect([a.count, b.count]).toEqual([30, 30]);
    const audits = await db
      .select()
      .from(userAudit)
      .where(and(eq(userAudit.action, 'setVehicleStatus'), inArray(userAudit.subjectId, ids)));
    expect(audits).toHaveLength(60);
    // The overlap holds whichever ran last, the same for all 20 shared vehicles.
    const shared = await db
      .select({ status: vehicles.status })
      .from(vehicles)
      .where(inArray(vehicles.id, ids.slice(10, 30)));
    expect(new Set(shared.map((row) => row.status)).size).toBe(1);
    await deps.vehicleGateway.close();
  });
});
