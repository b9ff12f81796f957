import { asc, eq, inArray } from 'drizzle-orm';
import { VEHICLE_STATUSES } from '@ops/shared/rules/labels';
import {
  MAX_BULK_VEHICLES,
  refusedInRide,
  VEHICLE_BULK_MESSAGES,
  type VehicleBulkChange,
} from '@ops/shared/rules/vehicleBulk';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { recordAudits, type AuditEntry } from '../../platform/audit/record';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { vehicleLifeCycle, vehicles, type OnReadyOff } from './tables';

type VehicleRow = typeof vehicles.$inferSelect;
type VehicleUpdate = Partial<typeof vehicles.$inferInsert>;

export interface VehicleBulkResult {
  count: number;
  ids: string[];
}

/** What one change writes to the rows, and what a vehicle's audit entry says before and after. */
function planOf(change: VehicleBulkChange): {
  operation: string;
  set: VehicleUpdate;
  before: (vehicle: VehicleRow) => Record<string, unknown>;
  lifeCycleCase: string | null;
} {
  switch (change.action) {
    case 'activate':
    case 'deactivate': {
      const status: OnReadyOff = change.action === 'activate' ? 'ready' : 'off';
      return {
        operation: 'activateMultipleVehicles',
        set: { status },
        before: (v) => ({ status: v.status }),
        lifeCycleCase: change.action === 'activate' ? 'ACTIVATED' : 'DEACTIVATED',
      };
    }
    case 'disable':
    case 'enable':
      return {
        operation: 'disableMultipleVehicles',
        set: { disabled: change.action === 'disable' },
        before: (v) => ({ disabled: v.disabled }),
        lifeCycleCase: change.action === 'disable' ? 'DISABLED' : null,
      };
    case 'mute':
    case 'unmute':
      return {
        operation: 'muteMultipleVehicles',
        set: { isMuted: change.action === 'mute' },
        before: (v) => ({ isMuted: v.isMuted }),
        lifeCycleCase: null,
      };
    case 'setStatus':
      return {
        operation: 'setVehicleStatus',
        set: { status: change.status },
        before: (v) => ({ status: v.status }),
        lifeCycleCase: null,
      };
    case 'setInStorage':
      return {
        operation: 'setVehiclesIsInStorage',
        set: { isInStorage: change.isInStorage },
        before: (v) => ({ isInStorage: v.isInStorage }),
        lifeCycleCase: null,
      };
    case 'setArea':
      return {
        operation: 'updateMultipleVehiclesArea',
        set: { areaId: change.areaId },
        before: (v) => ({ areaId: v.areaId }),
        lifeCycleCase: null,
      };
  }
}

function selection(ids: readonly string[]): string[] {
  const unique = [...new Set(ids.map((id) => id.trim()).filter(Boolean))];
  if (unique.length === 0) throw new UserError(VEHICLE_BULK_MESSAGES.noVehicles);
  if (unique.length > MAX_BULK_VEHICLES) throw new UserError(VEHICLE_BULK_MESSAGES.tooMany);
  return unique;
}

/**
 * One bulk action on the selected vehicles, all or none (issue 9 §5): the rows are locked
 * in id order (two bulk actions over overlapping selections queue instead of deadlocking),
 * every vehicle is checked before anything is written, then one update, the life-cycle
 * entries and one audit entry per vehicle commit together. Any failure, ours or the
 * database's, rolls every vehicle back.
 */
export async function applyVehicleBulk(
  deps: Deps,
  session: SessionInfo,
  rawIds: readonly string[],
  change: VehicleBulkChange,
): Promise<VehicleBulkResult> {
  const ids = selection(rawIds);
  const plan = planOf(change);
  const at = deps.clock.now();
  return deps.db.transaction(async (tx: Tx) => {
    const rows = await tx
      .select()
      .from(vehicles)
      .where(inArray(vehicles.id, ids))
      .orderBy(asc(vehicles.id))
      .for('update');
    if (rows.length !== ids.length)
      throw new UserError(VEHICLE_BULK_MESSAGES.notFound(ids.length - rows.length));
    if (refusedInRide(change)) {
      const riding = rows.filter((v) => v.inRide).map((v) => v.code);
      if (riding.length > 0) throw new UserError(VEHICLE_BULK_MESSAGES.inRide(riding));
    }
    if (change.action === 'setArea') {
      const [area] = await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, change.areaId));
      if (!area) throw new UserError(VEHICLE_BULK_MESSAGES.areaNotFound);
    }
    await tx
      .update(vehicles)
      .set({ ...plan.set, updatedAt: at })
      .where(inArray(vehicles.id, ids));
    if (plan.lifeCycleCase) {
      const lifeCycleCase = plan.lifeCycleCase;
      await tx.insert(vehicleLifeCycle).values(
        rows.map((v) => ({
          id: newId(),
          vehicleId: v.id,
          code: v.code,
          case: lifeCycleCase,
          service: 'dashboard',
          userId: session.user._id,
          batterySerial: v.batterySerial,
          battery: v.battery,
          createdAt: at,
        })),
      );
    }
    const entries: AuditEntry[] = rows.map((v) => ({
      targetUserId: null,
      subject: { type: 'vehicle', id: v.id },
      actorId: session.user._id,
      action: plan.operation,
      before: { code: v.code, ...plan.before(v) },
      after: { code: v.code, ...plan.set },
      at,
    }));
    await recordAudits(tx, entries);
    return { count: rows.length, ids: rows.map((v) => v.id) };
  });
}

/** setVehicleStatus's status, read before anything is locked. */
export function readStatus(status: string): OnReadyOff {
  if (!(VEHICLE_STATUSES as readonly string[]).includes(status))
    throw new UserError(`Status must be one of ${VEHICLE_STATUSES.join(', ')}`);
  return status as OnReadyOff;
}
