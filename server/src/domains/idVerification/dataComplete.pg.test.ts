import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { VERIFICATION_DATA_MESSAGES } from '@ops/shared/rules/idVerificationData';
import { freshPostgres, type FreshDatabase } from '../../../test/pgDatabase';
import { createStaff } from '../../../test/staff';
import { depsOver, sessionFor } from '../wallet/testFixtures';
import { completeVerificationData } from './dataComplete';
import { idVerifications } from './tables';
import { createRiderWithVerification, validNationalId } from './testFixtures';

let database: FreshDatabase;
const staffIds: string[] = [];

beforeAll(async () => {
  database = await freshPostgres(30);
  for (let i = 0; i < 20; i++) staffIds.push((await createStaff(database.handle.db, { level: 3 })).userId);
});
afterAll(async () => {
  await database.drop();
});

const data = (i: number) => ({
  name: `Completer ${i}`,
  address1: `${i} Nile St`,
  region: 'Giza',
  city: 'Dokki',
  day: '1',
  month: '2',
  year: '1990',
  gender: 'male',
});

describe('Complete ID Verification Data under concurrency (real PostgreSQL)', () => {
  it('20 people completing one record at once: one wins, 19 are told, the data is the winner’s', async () => {
    const deps = depsOver(database.handle);
    const { verificationId } = await createRiderWithVerification(database.handle.db, {
      status: 'accepted',
      nationalId: validNationalId(),
    });
    const results = await Promise.allSettled(
      staffIds.map((staffId, i) =>
        completeVerificationData(deps, sessionFor(staffId), { _id: verificationId, data: data(i) }),
      ),
    );
    const won = results.flatMap((r, i) => (r.status === 'fulfilled' ? [i] : []));
    expect(won).toHaveLength(1);
    const losses = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(new Set(losses.map((r) => (r.reason as Error).message))).toEqual(
      new Set([VERIFICATION_DATA_MESSAGES.alreadyCompleted]),
    );
    const [row] = await database.handle.db
      .select()
      .from(idVerifications)
      .where(eq(idVerifications.id, verificationId));
    expect(row!.dataCompletionStatus).toBe('completed');
    expect(row!.dataCompletedById).toBe(staffIds[won[0]!]);
    expect(row!.verifiedData?.fullName).toBe(`Completer ${won[0]}`);
  });

  it('the database itself refuses a completed record without data', async () => {
    const { verificationId } = await createRiderWithVerification(database.handle.db, { status: 'accepted' });
    await expect(
      database.handle.db.execute(
        sql`UPDATE id_verifications SET data_completion_status = 'completed' WHERE id = ${verificationId}`,
      ),
    ).rejects.toMatchObject({ cause: { constraint: 'id_verifications_completed_has_data' } });
  });
});
