import { parseRole, type ParsedRole } from '@ops/shared/rules/permissions/parseRole';

/** The role of the signed-in user, parsed from the JSON text the server sends (03 §3). */
export interface SessionRole extends ParsedRole {
  name: string;
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

export function toSessionUser(raw: RawSessionUser): SessionUser {
  // The shared parser: a role that cannot be read becomes null, which `can` treats as denied.
  const parsed = parseRole(raw.role);
  const role = parsed ? { ...parsed, name: parsed.name ?? raw.roleName ?? '' } : null;
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
  const letters =
    parts.length > 1 ? [parts[0]![0], parts[parts.length - 1]![0]] : [parts[0]?.[0], parts[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || '?';
}
