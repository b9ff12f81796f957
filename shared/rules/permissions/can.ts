import type { Department, Gate, Layer } from './catalogue';

export type RolePermissions = { [L in Layer]?: Record<string, boolean> };

export interface RoleLike {
  level: number;
  department?: Department | string | null;
  permissions: RolePermissions;
}

/** What a gate may ask for: a named flag, or a numeric role-level bound. */
export type Requirement = Gate | { level: number };

/**
 * The spec's permission check (01 §6, 02 §6, 03 §6): no role means denied; level 0
 * is allowed everything and never restricted; a level bound allows when the bound
 * is greater than the user's own level; otherwise the named flag must be true.
 */
export function can(role: RoleLike | null | undefined, requirement: Requirement): boolean {
  if (!role) return false;
  if (role.level === 0) return true;
  if ('level' in requirement) return requirement.level > role.level;
  return role.permissions[requirement.layer]?.[requirement.permission] === true;
}
