import { and, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/client';
import { tasks } from './tables';

/** The vehicle code of the task the user holds now, if any (one held task per agent): what lets an agent follow that vehicle's room. */
export async function heldVehicleCode(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ code: tasks.vehicleCode })
    .from(tasks)
    .where(and(eq(tasks.assignedTo, userId), eq(tasks.status, 'assigned')))
    .limit(1);
  return row?.code ?? null;
}
