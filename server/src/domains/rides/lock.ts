import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { codedRefusal } from '../../platform/errors';
import { rides } from './tables';

export type RideRow = typeof rides.$inferSelect;

/** Locks the ride row for the rest of the transaction: whoever ends a ride holds this first. */
export async function lockRide(tx: Tx, rideId: string): Promise<RideRow> {
  const [ride] = await tx.select().from(rides).where(eq(rides.id, rideId)).for('update');
  if (!ride) throw codedRefusal('RIDE_NOT_FOUND');
  return ride;
}
