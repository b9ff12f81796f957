import { eq } from 'drizzle-orm';
import type { Clock } from '../../../../platform/deps';
import { areas, onAreaSaved, type AreaRow } from '../../../areas';
import type { Db } from '../../../../platform/db/client';
import { vehicles } from '../../tables';

export interface KnownVehicle {
  id: string;
  areaId: string | null;
}

/** A code found nowhere is not looked up again for this long. */
const UNKNOWN_FOR_MS = 30_000;
/** Lookups of codes not in memory per second, at most: a flood of made-up codes cannot load the database. */
const LOOKUPS_PER_SECOND = 20;
/** Codes remembered as unknown, at most (a flood of distinct ones must not grow memory without bound). */
const MAX_UNKNOWN = 10_000;
/** Fences and vehicles' areas change rarely; another process's change is seen within this. */
const FRESH_MS = 60_000;

/**
 * Vehicle codes and area fences held in memory, so a telemetry message costs no read:
 * a device names itself by code, and every message is checked against the fleet before it
 * may touch the database. A code not yet known (a vehicle added since) is looked up once.
 */
export class FleetDirectory {
  private byCode = new Map<string, KnownVehicle>();
  private areaById = new Map<string, AreaRow>();
  private loadedAt = 0;
  private readonly unknown = new Map<string, number>();
  private readonly lookingUp = new Map<string, Promise<KnownVehicle | null>>();
  private budget = { second: 0, used: 0 };
  private areasAt = 0;
  private readonly offAreaSaved = onAreaSaved(() => (this.areasAt = 0));

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  private loading: Promise<void> | null = null;

  /** Reads every code once; callers arriving meanwhile share the same read. */
  load(): Promise<void> {
    this.loading ??= this.read().finally(() => (this.loading = null));
    return this.loading;
  }

  private async read(): Promise<void> {
    const rows = await this.db
      .select({ id: vehicles.id, code: vehicles.code, areaId: vehicles.areaId })
      .from(vehicles);
    this.byCode = new Map(rows.map((row) => [row.code, { id: row.id, areaId: row.areaId }]));
    this.loadedAt = this.clock.now().getTime();
  }

  /**
   * The vehicle of a code when memory holds it and is fresh, without waiting; undefined when
   * only vehicle() can tell (a code not in memory, or memory due to be read again).
   */
  known(code: string): KnownVehicle | undefined {
    if (this.clock.now().getTime() - this.loadedAt > FRESH_MS) return undefined;
    return this.byCode.get(code);
  }

  /** The vehicle of a code, or null when this operator has none by that code. */
  async vehicle(code: string): Promise<KnownVehicle | null> {
    const now = this.clock.now().getTime();
    if (now - this.loadedAt > FRESH_MS) await this.load();
    const known = this.byCode.get(code);
    if (known) return known;
    // Messages of a new vehicle arriving together share one lookup.
    const pending = this.lookingUp.get(code);
    if (pending) return pending;
    if (now - (this.unknown.get(code) ?? -Infinity) < UNKNOWN_FOR_MS || !this.spend(now)) return null;
    const lookup = this.lookUp(code, now).finally(() => this.lookingUp.delete(code));
    this.lookingUp.set(code, lookup);
    return lookup;
  }

  private spend(now: number): boolean {
    const second = Math.floor(now / 1000);
    if (this.budget.second !== second) this.budget = { second, used: 0 };
    this.budget.used += 1;
    return this.budget.used <= LOOKUPS_PER_SECOND;
  }

  private async lookUp(code: string, now: number): Promise<KnownVehicle | null> {
    const [row] = await this.db
      .select({ id: vehicles.id, areaId: vehicles.areaId })
      .from(vehicles)
      .where(eq(vehicles.code, code))
      .limit(1);
    if (row) {
      this.byCode.set(code, row);
      this.unknown.delete(code);
      return row;
    }
    if (this.unknown.size >= MAX_UNKNOWN) this.unknown.clear();
    this.unknown.set(code, now);
    return null;
  }

  /** Every area by id (for its fences), read again when older than FRESH_MS or once one is saved. */
  async areas(): Promise<ReadonlyMap<string, AreaRow>> {
    if (this.clock.now().getTime() - this.areasAt > FRESH_MS) {
      this.areaById = new Map((await this.db.select().from(areas)).map((area) => [area.id, area]));
      this.areasAt = this.clock.now().getTime();
    }
    return this.areaById;
  }

  close(): void {
    this.offAreaSaved();
  }
}
