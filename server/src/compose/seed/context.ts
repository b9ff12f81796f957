import type { Tx } from '../../platform/db/client';
import type { LatLng, Ring } from '../../domains/areas/tables';
import type { UrgentReason } from '@ops/shared/rules/labels';
import type { Manufacturer, VehicleType } from '../../domains/vehicles/tables';
import { Random } from '../../platform/lib/random';

export const SECOND = 1_000;
export const MINUTE = 60 * SECOND;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

/**
 * Generated history ends here unless the caller passes `now`: only the generator's own tests
 * rely on it (deterministic); the server, the CLI and the e2e template pass the present.
 */
export const DEFAULT_SEED_NOW = new Date('2026-11-01T00:00:00+02:00');
export const DEMO_SEED_NAME = 'demo';

export interface SeedArea {
  id: string;
  name: string;
  outer: Ring;
  restricted: Ring[];
  ops: Ring[];
  attendance: LatLng;
  centre: LatLng;
  weight: number;
}

export interface SeedStaff {
  id: string;
  name: string;
  phoneNumber: string;
  roleName: string;
  roleId: string;
  areaId: string | null;
  opsAreas: string[];
  /** True for the accounts of demo-accounts.json (they can sign in). */
  demo: boolean;
}

export interface SeedVehicle {
  id: string;
  code: string;
  areaId: string;
  manufacturer: Manufacturer;
  vehicleType: VehicleType;
  /** Idle, enabled, in its area: may carry an ongoing ride. */
  rideable: boolean;
  battery: number;
  /** Not disabled and not in storage: the fleet feed watches it. */
  inService: boolean;
  /** The urgent conditions its state shows (out of fence, low battery...): open tasks must name only these. */
  conditions: UrgentReason[];
}

export interface SeedRider {
  id: string;
  name: string;
  phoneNumber: string;
  createdAt: Date;
  areaId: string;
  paymentMethod: 'balance' | 'card';
  /** Relative riding frequency; 0 for riders who signed up and never rode. */
  weight: number;
  referred: boolean;
  autoChargeId: string | null;
  maskedPan: string | null;
}

export interface SeedRideSummary {
  id: string;
  userId: string;
  vehicleId: string;
  areaId: string;
  status: 'ongoing' | 'done';
  startTime: Date;
  endTime: Date | null;
  imageUrl: string | null;
  checkStatus: 'P' | 'Y' | 'N';
}

/** What earlier steps produced, for later steps (the tasks step reads it too). */
export interface SeedState {
  roleIds: Map<string, string>;
  staff: SeedStaff[];
  areas: SeedArea[];
  vehicles: SeedVehicle[];
  riders: SeedRider[];
  rides: SeedRideSummary[];
  idVerifications: Array<{ id: string; userId: string; status: string; createdAt: Date }>;
  /** Every phone number used so far: riders and staff never share one. */
  phones: Set<string>;
}

export interface SeedContext {
  /** The one transaction the whole seed runs in. */
  tx: Tx;
  scale: number;
  now: Date;
  /** `${dataDir}/files`: stored images go under it; tables keep keys relative to it. */
  filesDir: string;
  log: (message: string) => void;
  state: SeedState;
  /** Rows inserted per table, for the log and the seed_runs record. */
  counts: Record<string, number>;
  /** An independent random stream per name: adding a step does not change the others' data. */
  random(name: string): Random;
  /** n × scale, rounded, at least `min`. */
  scaled(n: number, min?: number): number;
}

export interface SeedStep {
  name: string;
  run(ctx: SeedContext): Promise<void>;
}

export function createState(): SeedState {
  return {
    roleIds: new Map(),
    staff: [],
    areas: [],
    vehicles: [],
    riders: [],
    rides: [],
    idVerifications: [],
    phones: new Set(),
  };
}

export function addCount(ctx: SeedContext, table: string, n: number): void {
  ctx.counts[table] = (ctx.counts[table] ?? 0) + n;
}

export function staffWithRole(ctx: SeedContext, roleName: string): SeedStaff[] {
  return ctx.state.staff.filter((member) => member.roleName === roleName);
}

export function rngFor(seedName: string, stream: string): Random {
  return new Random(`${seedName}:${stream}`);
}
