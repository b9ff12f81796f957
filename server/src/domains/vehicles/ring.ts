import { inArray } from 'drizzle-orm';
import { MAX_RING_VEHICLES, VEHICLE_BULK_MESSAGES } from '@ops/shared/rules/vehicleBulk';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { UserError } from '../../platform/errors';
import { vehicleCommands } from '../../platform/integrations/vehicleGateway/commandsTable';
import type { CommandResultView } from './service';
import { vehicles } from './tables';

/**
 * Ring from the Scooters list (vehicles.ACTIVATE_AND_RING). A ring goes to the devices, so it
 * cannot be all or none: every vehicle gets its own command through the IoT gateway, and the
 * page reads each one's outcome (sent until acknowledged, failed or timed out) with
 * vehicleCommandOutcomes. Unknown ids refuse the whole call before anything is sent.
 */
export async function ringVehicles(
  deps: Deps,
  session: SessionInfo,
  rawIds: readonly string[],
): Promise<CommandResultView[]> {
  const ids = [...new Set(rawIds.map((id) => id.trim()).filter(Boolean))];
  if (ids.length === 0) throw new UserError(VEHICLE_BULK_MESSAGES.noVehicles);
  if (ids.length > MAX_RING_VEHICLES) throw new UserError(VEHICLE_BULK_MESSAGES.tooManyRing);
  const found = await deps.db
    .select({ id: vehicles.id, code: vehicles.code })
    .from(vehicles)
    .where(inArray(vehicles.id, ids));
  if (found.length !== ids.length)
    throw new UserError(VEHICLE_BULK_MESSAGES.notFound(ids.length - found.length));
  return Promise.all(
    found.map(async (vehicle) => {
      const receipt = await deps.vehicleGateway.ring({
        vehicleId: vehicle.id,
        code: vehicle.code,
        sentById: session.user._id,
        taskId: null,
      });
      return { ...receipt, vehicleId: vehicle.id, code: vehicle.code };
    }),
  );
}

/** Where each command stands now (the ring dialog polls this until none is 'sent'). */
export async function vehicleCommandOutcomes(
  deps: Deps,
  commandIds: readonly string[],
): Promise<CommandResultView[]> {
  const ids = [...new Set(commandIds)].slice(0, MAX_RING_VEHICLES);
  if (ids.length === 0) return [];
  const rows = await deps.db.select().from(vehicleCommands).where(inArray(vehicleCommands.id, ids));
  return rows.map((row) => ({
    commandId: row.id,
    vehicleId: row.vehicleId,
    code: row.code,
    command: row.command,
    status: row.status,
    error: row.error,
  }));
}
