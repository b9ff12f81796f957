import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client';
import { rides } from './tables';

/**
 * One entry of a ride's logs (01 §3 Ride.logs; its shape is not shown in the spec): what
 * happened to the ride from the dashboard, when and by whom. Kept on the ride row (jsonb)
 * so the ride page reads them with the ride.
 */
export interface RideLogEntry {
  at: string;
  event: 'ENDED' | 'COMPENSATED' | 'CHECKED';
  byUserId: string | null;
  note: string | null;
}

/** Appends an entry in the caller's transaction (the ride row is already locked or being updated). */
export async function appendRideLog(tx: Tx, rideId: string, entry: RideLogEntry): Promise<void> {
  await tx
    .update(rides)
    .set({ logs: sql`${rides.logs} || ${JSON.stringify([entry])}::jsonb` })
    .where(eq(rides.id, rideId));
}

/** Reads entries written before the shape was fixed (or by the seed) without failing. */
export function readRideLogs(raw: Array<Record<string, unknown>>): RideLogEntry[] {
  return raw.map((entry) => ({
    at: typeof entry.at === 'string' ? entry.at : '',
    event: (typeof entry.event === 'string' ? entry.event : 'UNKNOWN') as RideLogEntry['event'],
    byUserId: typeof entry.byUserId === 'string' ? entry.byUserId : null,
    note: typeof entry.note === 'string' ? entry.note : null,
  }));
}
