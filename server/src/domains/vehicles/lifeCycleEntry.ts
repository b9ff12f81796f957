import type { Tx } from '../../platform/db/client';
import { newId } from '../../platform/lib/ids';
import { vehicleLifeCycle, type vehicles } from './tables';

type VehicleRow = typeof vehicles.$inferSelect;

/**
 * One life-cycle entry for a vehicle (01 §3 history cases: maintenance records, ops tasks),
 * written inside the caller's transaction so the entry and the change it records commit together.
 */
export async function recordVehicleLifeCycle(
  tx: Tx,
  entry: {
    vehicle: Pick<VehicleRow, 'id' | 'code' | 'batterySerial' | 'battery'>;
    case: string;
    service: string;
    userId: string | null;
    at: Date;
  },
): Promise<void> {
  await tx.insert(vehicleLifeCycle).values({
    id: newId(),
    vehicleId: entry.vehicle.id,
    code: entry.vehicle.code,
    case: entry.case,
    service: entry.service,
    userId: entry.userId,
    batterySerial: entry.vehicle.batterySerial,
    battery: entry.vehicle.battery,
    createdAt: entry.at,
  });
}
