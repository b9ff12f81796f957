import type { Deps } from '../../platform/deps';
import { clearVehicleCondition, raiseVehicleCondition } from '../../domains/tasks/engine';

export type SimulatedReason =
  | 'LPM'
  | 'OUT_OF_FENCE'
  | 'NOT_UPDATING'
  | 'IOT_OFF'
  | 'UNLOCKED_WITHOUT_RIDE'
  | 'VEHICLE_MALFUNCTION'
  | 'SCANNED_LOST_AND_STOLEN';

/**
 * What the simulator has raised and not yet cleared, so each tick calls the task engine
 * only on a change (the engine would dedupe, but a call per vehicle per tick is waste).
 */
export class RaisedConditions {
  private readonly open = new Map<string, Set<SimulatedReason>>();

  constructor(private readonly deps: Deps) {}

  has(vehicleId: string, reason: SimulatedReason): boolean {
    return this.open.get(vehicleId)?.has(reason) ?? false;
  }

  async raise(vehicleId: string, reason: SimulatedReason): Promise<boolean> {
    if (this.has(vehicleId, reason)) return false;
    try {
      await raiseVehicleCondition(this.deps, { vehicleId, reason });
    } catch (error) {
      this.deps.log.warn({ err: error, vehicleId, reason }, 'simulator: raising a condition failed');
      return false;
    }
    const reasons = this.open.get(vehicleId) ?? new Set<SimulatedReason>();
    reasons.add(reason);
    this.open.set(vehicleId, reasons);
    return true;
  }

  async clear(vehicleId: string, reason: SimulatedReason): Promise<boolean> {
    if (!this.has(vehicleId, reason)) return false;
    try {
      await clearVehicleCondition(this.deps, { vehicleId, reason });
    } catch (error) {
      this.deps.log.warn({ err: error, vehicleId, reason }, 'simulator: clearing a condition failed');
      return false;
    }
    this.open.get(vehicleId)?.delete(reason);
    return true;
  }

  /**
   * Clears the case whether or not this run raised it (a case of the seed or of an earlier run);
   * true when an open case was cleared.
   */
  async clearOpen(vehicleId: string, reason: SimulatedReason): Promise<boolean> {
    try {
      const view = await clearVehicleCondition(this.deps, { vehicleId, reason });
      this.open.get(vehicleId)?.delete(reason);
      return view !== null;
    } catch (error) {
      this.deps.log.warn({ err: error, vehicleId, reason }, 'simulator: clearing a condition failed');
      return false;
    }
  }

  count(): number {
    let total = 0;
    for (const reasons of this.open.values()) total += reasons.size;
    return total;
  }
}
