import { count, desc, eq, or } from 'drizzle-orm';
import { mayViewVehiclePage } from '@ops/shared/rules/permissions/readRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { ForbiddenError } from '../../platform/errors';
import { rowsPerPageOf } from '../../platform/graphql/limits';
import { vehicleCommands } from '../../platform/integrations/vehicleGateway/commandsTable';
import { users } from '../../platform/session/tables';
import type { PersonRef } from '../wallet';
import { vehicleView, type VehicleView } from './present';
import { vehicles } from './tables';

/** The command history's page size when the client names none. */
export const VEHICLE_COMMANDS_PAGE_SIZE = 10;

/**
 * The vehicle page (/app/vehicle/{id}) has no route gate (03 §2.2), so its data carries the
 * check: the fleet's viewers (vehicles.VIEW_PAGE) and the agents who open it from a task
 * (task.RESOLVE_TASKS, whose workspace links here) read it; anyone else is refused.
 */
export function requireVehiclePageAccess(session: SessionInfo): void {
  if (!mayViewVehiclePage(session.role)) throw new ForbiddenError();
}

/** One vehicle by its id or its code (the workspace links by code); null when there is none. */
export async function getVehicle(
  deps: Deps,
  session: SessionInfo,
  idOrCode: string,
): Promise<VehicleView | null> {
  requireVehiclePageAccess(session);
  const key = idOrCode.trim();
  if (!key) return null;
  const [row] = await deps.db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(or(eq(vehicles.id, key), eq(vehicles.code, key)))
    .limit(1);
  return row ? vehicleView(deps.db, row.id) : null;
}

export interface VehicleCommandEntry {
  _id: string;
  command: string;
  params: Record<string, unknown>;
  status: string;
  error: string | null;
  sentBy: PersonRef | null;
  taskId: string | null;
  createdAt: string;
  settledAt: string | null;
}

/** A vehicle's command history, newest first, paged from 1 (the vehicle_commands record of 0004). */
export async function getVehicleCommands(
  deps: Deps,
  session: SessionInfo,
  args: { vehicleId: string; pageNumber?: number | null; rowsPerPage?: number | null },
): Promise<{ count: number; data: VehicleCommandEntry[] }> {
  requireVehiclePageAccess(session);
  const rowsPerPage = rowsPerPageOf(args.rowsPerPage, VEHICLE_COMMANDS_PAGE_SIZE);
  const pageNumber = Math.max(1, Math.trunc(args.pageNumber ?? 1));
  const where = eq(vehicleCommands.vehicleId, args.vehicleId);
  const [total] = await deps.db.select({ value: count() }).from(vehicleCommands).where(where);
  const rows = await deps.db
    .select({
      command: vehicleCommands,
      sender: { id: users.id, name: users.name, phoneNumber: users.phoneNumber },
    })
    .from(vehicleCommands)
    .leftJoin(users, eq(users.id, vehicleCommands.sentById))
    .where(where)
    .orderBy(desc(vehicleCommands.createdAt), desc(vehicleCommands.id))
    .limit(rowsPerPage)
    .offset((pageNumber - 1) * rowsPerPage);
  return {
    count: Number(total?.value ?? 0),
    data: rows.map(({ command: c, sender }) => ({
      _id: c.id,
      command: c.command,
      params: c.params,
      status: c.status,
      error: c.error,
      sentBy: sender?.id
        ? { _id: sender.id, name: sender.name ?? '', phoneNumber: sender.phoneNumber ?? '' }
        : null,
      taskId: c.taskId,
      createdAt: c.createdAt.toISOString(),
      settledAt: c.settledAt?.toISOString() ?? null,
    })),
  };
}
