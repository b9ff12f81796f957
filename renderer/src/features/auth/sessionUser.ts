import type { RolePermissions, RoleLike } from '@ops/shared/rules/permissions/can';

/** The role of the signed-in user, parsed from the JSON text the server sends (03 §3). */
export interface SessionRole extends RoleLike {
  name: string;
  department: string | null;
}

export interface SessionUser {
  _id: string;
  name: string;
  phoneNumber: string;
  email: string | null;
  roleName: string | null;
  role: SessionRole | null;
}

export interface RawSessionUser {
  _id: string;
  name: string;
  phoneNumber: string;
  email?: string | null;
  role?: string | null;
  roleName?: string | null;
}

/**
 * Parses the role text. A role that cannot be read becomes null, which `can` treats
 * as "denied everything": safer than guessing permissions.
 */
export function parseRole(text: string | null | undefined, fallbackName: string | null = null): SessionRole | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const v = value as Record<string, unknown>;
    const level = typeof v.level === 'number' ? v.level : Number(v.level);
    if (!Number.isInteger(level)) return null;
    const permissions =
      typeof v.permissions === 'object' && v.permissions !== null ? (v.permissions as RolePermissions) : {};
    return {
      name: typeof v.name === 'string' ? v.name : (fallbackName ?? ''),
      level,
      department: typeof v.department === 'string' ? v.department : null,
      permissions,
    };
  } catch {
    return null;
  }
}

export function toSessionUser(raw: RawSessionUser): SessionUser {
  const role = parseRole(raw.role, raw.roleName ?? null);
  return {
    _id: raw._id,
    name: raw.name,
    phoneNumber: raw.phoneNumber,
    email: raw.email ?? null,
    roleName: raw.roleName ?? role?.name ?? null,
    role,
  };
}

export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
