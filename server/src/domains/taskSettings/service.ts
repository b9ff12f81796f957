import { and, asc, eq, ilike, inArray, isNotNull, or } from 'drizzle-orm';
import { TASK_TYPES } from '@ops/shared/rules/labels';
import { cleanSearchTerm } from '@ops/shared/rules/searchTerm';
import type { Deps } from '../../platform/deps';
import { areas } from '../areas';
import { UserError } from '../../platform/errors';
import { requireLength } from '../../platform/graphql/limits';
import { newId } from '../../platform/lib/ids';
import { users } from '../../platform/session/tables';
import {
  taskAreaSettings,
  taskTypeSettings,
  type TaskAreaSettingRow,
  type TaskTypeSettingRow,
} from './tables';

export const SETTINGS_MESSAGES = {
  userNotFound: 'User not found',
  areaNotFound: 'Area not found',
  typeNotValid: 'Task type is not valid',
  settingNotFound: 'Settings not found',
} as const;

interface SettingUser {
  _id: string;
  name: string;
  phoneNumber: string;
}

const SEARCH_LIMIT = 20;

async function staffById(deps: Pick<Deps, 'db'>, ids: string[]): Promise<SettingUser[]> {
  if (ids.length === 0) return [];
  return deps.db
    .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(inArray(users.id, ids));
}

async function requireStaff(deps: Deps, userId: string): Promise<void> {
  const [row] = await deps.db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.roleId)))
    .limit(1);
  if (!row) throw new UserError(SETTINGS_MESSAGES.userNotFound);
}

function userOf(people: SettingUser[], id: string): SettingUser {
  return people.find((person) => person._id === id) ?? { _id: id, name: '', phoneNumber: '' };
}

// ---- areas (03 §2.4) ----

export async function getTaskAssignmentAreaSettings(deps: Pick<Deps, 'db'>) {
  const rows = await deps.db.select().from(taskAreaSettings).orderBy(asc(taskAreaSettings.createdAt));
  return areaViews(deps, rows);
}

async function areaViews(deps: Pick<Deps, 'db'>, rows: TaskAreaSettingRow[]) {
  const areaIds = [...new Set(rows.flatMap((row) => row.areaIds))];
  const [people, areaRows] = await Promise.all([
    staffById(
      deps,
      rows.map((row) => row.userId),
    ),
    areaIds.length > 0
      ? deps.db.select({ _id: areas.id, name: areas.name }).from(areas).where(inArray(areas.id, areaIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => ({
    _id: row.id,
    user: userOf(people, row.userId),
    areas: row.areaIds
      .map((id) => areaRows.find((area) => area._id === id))
      .filter((area): area is { _id: string; name: string } => area !== undefined),
    allowFallbackToOtherAreas: row.allowFallbackToOtherAreas,
  }));
}

export async function updateTaskAssignmentAreaSettings(
  deps: Deps,
  input: { user: string; areas: string[]; allowFallbackToOtherAreas: boolean },
) {
  await requireStaff(deps, input.user);
  const areaIds = [...new Set(input.areas)];
  if (areaIds.length > 0) {
    const found = await deps.db.select({ id: areas.id }).from(areas).where(inArray(areas.id, areaIds));
    if (found.length !== areaIds.length) throw new UserError(SETTINGS_MESSAGES.areaNotFound);
  }
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(taskAreaSettings)
    .values({
      id: newId(),
      userId: input.user,
      areaIds,
      allowFallbackToOtherAreas: input.allowFallbackToOtherAreas,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: taskAreaSettings.userId,
      set: { areaIds, allowFallbackToOtherAreas: input.allowFallbackToOtherAreas, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('settings upsert returned no row');
  const [view] = await areaViews(deps, [row]);
  return view!;
}

export async function deleteTaskAssignmentAreaSettings(deps: Deps, id: string): Promise<boolean> {
  const deleted = await deps.db
    .delete(taskAreaSettings)
    .where(eq(taskAreaSettings.id, id))
    .returning({ id: taskAreaSettings.id });
  if (deleted.length === 0) throw new UserError(SETTINGS_MESSAGES.settingNotFound);
  return true;
}

// ---- types (03 §2.4 "a parallel per-user setting of task types") ----

async function typeViews(deps: Pick<Deps, 'db'>, rows: TaskTypeSettingRow[]) {
  const people = await staffById(
    deps,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({
    _id: row.id,
    user: userOf(people, row.userId),
    types: row.types,
    allowFallbackToOtherTypes: row.allowFallbackToOtherTypes,
  }));
}

export async function getTaskAssignmentTypeSettings(deps: Pick<Deps, 'db'>) {
  return typeViews(
    deps,
    await deps.db.select().from(taskTypeSettings).orderBy(asc(taskTypeSettings.createdAt)),
  );
}

export async function updateTaskAssignmentTypeSettings(
  deps: Deps,
  input: { user: string; types: string[]; allowFallbackToOtherTypes: boolean },
) {
  await requireStaff(deps, input.user);
  const types = [...new Set(input.types)];
  if (types.some((type) => !(TASK_TYPES as readonly string[]).includes(type)))
    throw new UserError(SETTINGS_MESSAGES.typeNotValid);
  const now = deps.clock.now();
  const [row] = await deps.db
    .insert(taskTypeSettings)
    .values({
      id: newId(),
      userId: input.user,
      types,
      allowFallbackToOtherTypes: input.allowFallbackToOtherTypes,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: taskTypeSettings.userId,
      set: { types, allowFallbackToOtherTypes: input.allowFallbackToOtherTypes, updatedAt: now },
    })
    .returning();
  if (!row) throw new Error('settings upsert returned no row');
  const [view] = await typeViews(deps, [row]);
  return view!;
}

export async function deleteTaskAssignmentTypeSettings(deps: Deps, id: string): Promise<boolean> {
  const deleted = await deps.db
    .delete(taskTypeSettings)
    .where(eq(taskTypeSettings.id, id))
    .returning({ id: taskTypeSettings.id });
  if (deleted.length === 0) throw new UserError(SETTINGS_MESSAGES.settingNotFound);
  return true;
}

/** searchOpsUsers: staff by name or phone; an empty term (after stripping '+' and '=') finds nobody. */
export async function searchOpsUsers(
  deps: Deps,
  searchTerm: string | null | undefined,
): Promise<SettingUser[]> {
  const term = cleanSearchTerm(searchTerm ?? '').trim();
  requireLength('searchTerm', term);
  if (!term) return [];
  const pattern = `%${term.replace(/[%_\\]/g, '\\$&')}%`;
  return deps.db
    .select({ _id: users.id, name: users.name, phoneNumber: users.phoneNumber })
    .from(users)
    .where(and(isNotNull(users.roleId), or(ilike(users.name, pattern), ilike(users.phoneNumber, pattern))))
    .orderBy(asc(users.name))
    .limit(SEARCH_LIMIT);
}
