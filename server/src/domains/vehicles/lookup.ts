import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { VEHICLE_MESSAGES } from './messages';
import { vehicles } from './tables';
import type { VehicleRow } from './present';

/** The vehicle with this code, optionally locked for the transaction; the spec's actions address vehicles by code. */
export async function vehicleByCode(
  db: Db | Tx,
  code: string,
  options: { lock?: boolean } = {},
): Promise<VehicleRow> {
  const query = db.select().from(vehicles).where(eq(vehicles.code, code));
  const [vehicle] = options.lock ? await query.for('update') : await query.limit(1);
  if (!vehicle) throw new UserError(VEHICLE_MESSAGES.notFound);
  return vehicle;
}
