import { inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../platform/db/client';
import { areas } from '../areas';
import { primePlans, primeSubscriptions } from '../prime';
import { roles, users } from '../../platform/session/tables';
import type { AuditFields } from '../../platform/audit/tables';

/**
 * History entries store the ids an action touched (an area, a role, a plan), which is what
 * stays true; a person reading the History tab needs names. The page's entries are named
 * here in one query per kind of id, whatever the number of entries (no query per entry).
 * An id whose row is gone keeps showing the id.
 */

type NameKind = 'area' | 'role' | 'plan' | 'subscription' | 'user';

/** The fields that hold ids, by the kind of row they point at (a list of ids is named item by item). */
export const AUDIT_ID_FIELDS: Readonly<Record<string, NameKind>> = {
  areaId: 'area',
  opsAreas: 'area',
  roleId: 'role',
  planId: 'plan',
  // The user's current subscription row; its name is the plan's name when it was taken.
  subscriptionPlanId: 'subscription',
  subscriptionId: 'subscription',
  requestedBy: 'user',
};

type Names = Map<NameKind, Map<string, string>>;

function idsIn(value: unknown): string[] {
  if (typeof value === 'string' && value) return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string' && v !== '');
  return [];
}

/** The ids of every kind that a page of entries holds. */
export function auditIds(fieldSets: readonly AuditFields[]): Map<NameKind, Set<string>> {
  const ids = new Map<NameKind, Set<string>>();
  for (const fields of fieldSets) {
    for (const [key, value] of Object.entries(fields)) {
      const kind = AUDIT_ID_FIELDS[key];
      if (!kind) continue;
      const set = ids.get(kind) ?? new Set<string>();
      for (const id of idsIn(value)) set.add(id);
      ids.set(kind, set);
    }
  }
  return ids;
}

async function namesOf(
  db: Db | Tx,
  kind: NameKind,
  ids: string[],
): Promise<Array<{ id: string; name: string }>> {
  switch (kind) {
    case 'area':
      return db.select({ id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, ids));
    case 'role':
      return db.select({ id: roles.id, name: roles.name }).from(roles).where(inArray(roles.id, ids));
    case 'plan':
      return db
        .select({ id: primePlans.id, name: primePlans.name })
        .from(primePlans)
        .where(inArray(primePlans.id, ids));
    case 'subscription':
      return db
        .select({ id: primeSubscriptions.id, name: primeSubscriptions.name })
        .from(primeSubscriptions)
        .where(inArray(primeSubscriptions.id, ids));
    case 'user':
      return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
  }
}

/** One query per kind of id present on the page. */
export async function loadAuditNames(db: Db | Tx, fieldSets: readonly AuditFields[]): Promise<Names> {
  const wanted = [...auditIds(fieldSets)].filter(([, ids]) => ids.size > 0);
  const found = await Promise.all(
    wanted.map(async ([kind, ids]) => [kind, await namesOf(db, kind, [...ids])] as const),
  );
  return new Map(found.map(([kind, rows]) => [kind, new Map(rows.map((r) => [r.id, r.name]))]));
}

/** The fields with their ids replaced by names (lists item by item); other fields as stored. */
export function namedAuditFields(fields: AuditFields, names: Names): AuditFields {
  const out: AuditFields = {};
  for (const [key, value] of Object.entries(fields)) {
    const kind = AUDIT_ID_FIELDS[key];
    const byId = kind ? names.get(kind) : undefined;
    if (!byId) out[key] = value;
    else if (typeof value === 'string') out[key] = byId.get(value) ?? value;
    else if (Array.isArray(value))
      out[key] = value.map((v: unknown) => (typeof v === 'string' ? (byId.get(v) ?? v) : v));
    else out[key] = value;
  }
  return out;
}
