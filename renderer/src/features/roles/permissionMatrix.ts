import { roleInputErrors } from '@ops/shared/rules/roleInput';
import {
  LAYERS,
  PERMISSION_CATALOGUE,
  isKnownPermission,
  type Layer,
} from '@ops/shared/rules/permissions/catalogue';
import type { RolePermissions } from '@ops/shared/rules/permissions/can';

/**
 * The role editor's permission matrix as pure functions: layers x flags from the
 * catalogue, stored as { layer: { FLAG: true } } with only granted flags kept.
 */

export interface FlagRow {
  flag: string;
  description: string;
}

export interface LayerRows {
  layer: Layer;
  flags: FlagRow[];
}

export const LAYER_LABELS: Record<Layer, string> = {
  home: 'Home',
  users: 'Users',
  areas: 'Areas',
  notifications: 'Notifications',
  promocodes: 'Promocodes',
  rentals: 'Rentals',
  rides: 'Rides',
  settings: 'Settings',
  rateLimiter: 'Rate limiter',
  vehicles: 'Vehicles',
  reservations: 'Reservations',
  prime: 'Prime',
  analytics: 'Analytics',
  bills: 'Bills',
  pricing: 'Pricing',
  attendance: 'Attendance',
  maintenance: 'Maintenance',
  express: 'Express',
  roles: 'Roles',
  target: 'Targets',
  inventory: 'Inventory',
  custodyTransfer: 'Custody transfer',
  task: 'Tasks',
  opsTask: 'Ops tasks',
  distribution: 'Distribution',
  onGroundTeam: 'On-ground team',
};

export function catalogueRows(): LayerRows[] {
  return LAYERS.map((layer) => ({
    layer,
    flags: Object.entries(PERMISSION_CATALOGUE[layer] as Record<string, string>).map(
      ([flag, description]) => ({
        flag,
        description,
      }),
    ),
  }));
}

/** Rows whose layer, flag or description contains the search text. */
export function filterRows(rows: LayerRows[], search: string): LayerRows[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return rows;
  return rows
    .map((row) =>
      LAYER_LABELS[row.layer].toLowerCase().includes(needle) || row.layer.toLowerCase().includes(needle)
        ? row
        : {
            ...row,
            flags: row.flags.filter(
              ({ flag, description }) =>
                flag.toLowerCase().includes(needle) || description.toLowerCase().includes(needle),
            ),
          },
    )
    .filter((row) => row.flags.length > 0);
}

/** Reads permissions from the server's JSON, keeping only catalogue flags that are true. */
export function normalisePermissions(value: unknown): RolePermissions {
  const result: Record<string, Record<string, boolean>> = {};
  if (typeof value !== 'object' || value === null) return result;
  for (const [layer, flags] of Object.entries(value as Record<string, unknown>)) {
    if (typeof flags !== 'object' || flags === null) continue;
    for (const [flag, granted] of Object.entries(flags as Record<string, unknown>)) {
      if (granted === true && isKnownPermission(layer, flag)) (result[layer] ??= {})[flag] = true;
    }
  }
  return result as RolePermissions;
}

export function isGranted(permissions: RolePermissions, layer: Layer, flag: string): boolean {
  return permissions[layer]?.[flag] === true;
}

export function setFlag(
  permissions: RolePermissions,
  layer: Layer,
  flag: string,
  granted: boolean,
): RolePermissions {
  const flags = { ...(permissions[layer] ?? {}) };
  if (granted) flags[flag] = true;
  else delete flags[flag];
  const next: RolePermissions = { ...permissions };
  if (Object.keys(flags).length > 0) next[layer] = flags;
  else delete next[layer];
  return next;
}

export function setLayer(
  permissions: RolePermissions,
  layer: Layer,
  granted: boolean,
  flags?: readonly string[],
): RolePermissions {
  const names = flags ?? Object.keys(PERMISSION_CATALOGUE[layer]);
  return names.reduce((acc, flag) => setFlag(acc, layer, flag, granted), permissions);
}

export type LayerState = 'all' | 'some' | 'none';

export function layerState(
  permissions: RolePermissions,
  layer: Layer,
  flags?: readonly string[],
): LayerState {
  const names = flags ?? Object.keys(PERMISSION_CATALOGUE[layer]);
  const granted = names.filter((flag) => isGranted(permissions, layer, flag)).length;
  if (granted === 0) return 'none';
  return granted === names.length ? 'all' : 'some';
}

export function countGranted(permissions: RolePermissions): number {
  return Object.values(permissions).reduce(
    (sum, flags) => sum + Object.values(flags ?? {}).filter(Boolean).length,
    0,
  );
}

export const TOTAL_FLAGS = LAYERS.reduce(
  (sum, layer) => sum + Object.keys(PERMISSION_CATALOGUE[layer]).length,
  0,
);

export interface RoleFormValues {
  name: string;
  level: number;
  department: string;
}

/** The shared rule, so the form refuses exactly what the server refuses. */
export function roleFormErrors(
  values: Partial<RoleFormValues>,
): Partial<Record<keyof RoleFormValues, string>> {
  return roleInputErrors(values);
}

export interface RoleDraft extends Partial<RoleFormValues> {
  permissions: RolePermissions;
}

/** Whether the editor still holds what was loaded (or, for a new role, nothing yet): the unsaved-changes guard asks otherwise. */
export function sameRoleDraft(a: RoleDraft, b: RoleDraft): boolean {
  if (
    (a.name ?? '').trim() !== (b.name ?? '').trim() ||
    a.level !== b.level ||
    (a.department ?? undefined) !== (b.department ?? undefined)
  )
    return false;
  const granted = (permissions: RolePermissions) =>
    LAYERS.flatMap((layer) =>
      Object.keys(PERMISSION_CATALOGUE[layer])
        .filter((flag) => isGranted(permissions, layer, flag))
        .map((flag) => `${layer}.${flag}`),
    );
  return granted(a.permissions).join() === granted(b.permissions).join();
}
