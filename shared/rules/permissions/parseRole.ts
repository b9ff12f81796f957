import type { RoleLike, RolePermissions } from './can';
import { LAYERS, type Layer } from './catalogue';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * 03 §3: the session's role arrives as JSON text. Anything malformed gives null,
 * which `can` treats as "no role": denied. Only true flags of known layers survive,
 * so a stray "true" string never grants anything.
 */
export function parseRole(input: string | Record<string, unknown> | null | undefined): RoleLike | null {
  let raw: unknown = input;
  if (typeof input === 'string') {
    try {
      raw = JSON.parse(input);
    } catch {
      return null;
    }
  }
  if (!isRecord(raw)) return null;
  const { level, department, permissions } = raw;
  if (typeof level !== 'number' || !Number.isInteger(level) || level < 0) return null;
  const parsed: RolePermissions = {};
  if (isRecord(permissions)) {
    for (const layer of LAYERS) {
      const flags = permissions[layer];
      if (!isRecord(flags)) continue;
      const kept: Record<string, boolean> = {};
      for (const [name, value] of Object.entries(flags)) if (value === true) kept[name] = true;
      parsed[layer as Layer] = kept;
    }
  }
  return { level, department: typeof department === 'string' ? department : null, permissions: parsed };
}
