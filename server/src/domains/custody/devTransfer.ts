import { eq } from 'drizzle-orm';
import type { Deps } from '../../platform/deps';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import { custodyTransfers } from './tables';

/**
 * Development and end-to-end only (POST /dev/custody-transfer): what the field app does when
 * one member hands batteries to another, so a test can make the receiver count them.
 */
export async function createPendingCustodyTransfer(
  deps: Deps,
  input: { giverPhone: string; receiverPhone: string; count: number },
): Promise<string> {
  const byPhone = async (phone: string) => {
    const [row] = await deps.db
      .select({ id: users.id, areaId: users.areaId })
      .from(users)
      .where(eq(users.phoneNumber, phone))
      .limit(1);
    if (!row) throw new Error(`no user ${phone}`);
    return row;
  };
  const giver = await byPhone(input.giverPhone);
  const receiver = await byPhone(input.receiverPhone);
  const id = newId();
  await deps.db.insert(custodyTransfers).values({
    id,
    areaId: giver.areaId ?? receiver.areaId,
    giverId: giver.id,
    receiverId: receiver.id,
    batteriesCountGiver: input.count,
    // The seed's battery photos (seed/steps/fieldOps.ts writes batteries-1..8).
    batteriesImageGiverKey: 'custody-transfers/batteries-1.png',
    createdAt: deps.clock.now(),
  });
  return id;
}
