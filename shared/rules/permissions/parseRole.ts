import type { RoleLike, RolePermissions } from './can';

/** A role as the server sends it with a user: its id and name when present (03 §3). */
export interface ParsedRole extends RoleLike {
  // Optional so a role built in code (a test, a fixture) need not invent them.
  _id?: string | null;
  name?: string | null;
  department: string | null;
}
import { LAYERS, type Layer } from './catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 03 §3: the session's role arrives as JSON text. Anything malformed gives null,
 * which `can` treats as "no role": denied. Only true flags of known layers survive,
 * so a stray "true" string never grants anything. The server always sends the level
 * as a number; a level in any other form is a broken role, not one to guess at.
 */
export function parseRole(input: string | Record<string, unknown> | null | undefined): ParsedRole | null {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw)) return null;
  const { _id, name, level, department, permissions } = raw;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) return null;
  const parsed: RolePermissions = {};
  if (isRecord(permissions)) {
    for (const layer of LAYERS) {
      const flags = permissions[layer];
      if (!isRecord(flags)) continue;
      const kept: Record<string, boolean> = {};
      for (const [flag, value] of Object.entries(flags)) if (value === true) kept[flag] = true;
      parsed[layer as Layer] = kept;
    }
  }
  return {
    _id: typeof _id === 'string' ? _id : null,
    name: typeof name === 'string' ? name : null,
    level,
    department: typeof department === 'string' ? department : null,
    permissions: parsed,
  };
}
