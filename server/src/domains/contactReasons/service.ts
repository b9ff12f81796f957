import { asc, eq, inArray, sql } from 'drizzle-orm';
import { can } from '@ops/shared/rules/permissions/can';
import { CONTACT_REASON_MESSAGES, contactNameProblem, orderProblem } from '@ops/shared/rules/contactReasons';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Tx } from '../../platform/db/client';
import { isUniqueViolation } from '../../platform/db/uniqueViolation';
import { ForbiddenError, UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import {
  contactReasonCategories,
  contactReasons,
  type ContactReasonCategoryRow,
  type ContactReasonRow,
} from './tables';

export interface ContactReasonCategoryView {
  _id: string;
  name: string;
  arName: string | null;
  position: number;
  active: boolean;
  reasonsCount: number;
  createdAt: string;
}

export interface ContactReasonView {
  _id: string;
  category: ContactReasonCategoryView;
  name: string;
  arName: string | null;
  position: number;
  active: boolean;
  createdAt: string;
}

const categoryView = (row: ContactReasonCategoryRow, reasonsCount: number): ContactReasonCategoryView => ({
  _id: row.id,
  name: row.name,
  arName: row.arName,
  position: row.position,
  active: row.active,
  reasonsCount,
  createdAt: row.createdAt.toISOString(),
});

function checkName(name: string | null | undefined, required: boolean): string | undefined {
  const problem = contactNameProblem(name, required);
  if (problem) throw new UserError(problem);
  return name === undefined || name === null ? undefined : name.trim();
}

/** An Arabic name may be cleared (empty) but not made too long. */
const arNameOf = (arName: string | null | undefined): string | null | undefined =>
  arName === undefined ? undefined : (checkName(arName, false) ?? null) || null;

/** Runs a write whose unique name index may refuse it, with the words for that refusal. */
async function named<T>(duplicate: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new UserError(duplicate);
    throw error;
  }
}

export async function listCategories(
  deps: Pick<Deps, 'db'>,
  session: SessionInfo,
): Promise<ContactReasonCategoryView[]> {
  // The reasons page chooses categories; the categories page edits them: either may read them.
  const role = session.role;
  if (
    !can(role, { layer: 'rides', permission: 'VIEW_CONTACT_REASONS' }) &&
    !can(role, { layer: 'rides', permission: 'MODIFY_CONTACT_REASON_CATEGORIES' })
  ) {
    throw new ForbiddenError();
  }
  return readCategories(deps.db);
}

// Written out in SQL: the correlated count must name the outer row's table, which Drizzle's column interpolation leaves unqualified.
export async function readCategories(
  db: Deps['db'] | Tx,
  ids?: string[],
): Promise<ContactReasonCategoryView[]> {
  const rows = await db
    .select({
      row: contactReasonCategories,
      reasons: sql<number>`(select count(*)::int from contact_reasons r where r.category_id = contact_reason_categories.id)`,
    })
    .from(contactReasonCategories)
    .where(ids ? inArray(contactReasonCategories.id, ids) : undefined)
    .orderBy(asc(contactReasonCategories.position), asc(contactReasonCategories.id));
  return rows.map(({ row, reasons }) => categoryView(row, Number(reasons)));
}

async function categoryById(db: Deps['db'] | Tx, id: string): Promise<ContactReasonCategoryView> {
  const [view] = await readCategories(db, [id]);
  if (!view) throw new UserError(CONTACT_REASON_MESSAGES.categoryNotFound);
  return view;
}

export async function createCategory(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { name: string; arName?: string | null; active?: boolean | null },
): Promise<ContactReasonCategoryView> {
  const name = checkName(input.name, true)!;
  const arName = arNameOf(input.arName) ?? null;
  const id = newId();
  const now = deps.clock.now();
  await named(CONTACT_REASON_MESSAGES.duplicateCategory, () =>
    deps.db.transaction(async (tx) => {
      // Two creations at once may share a last place; the id then orders them, and the next reorder writes 0..n-1.
      const [{ next } = { next: 0 }] = await tx
        .select({ next: sql<number>`coalesce(max(${contactReasonCategories.position}) + 1, 0)::int` })
        .from(contactReasonCategories);
      await tx.insert(contactReasonCategories).values({
        id,
        name,
        arName,
        position: Number(next),
        active: input.active ?? true,
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
  return categoryById(deps.db, id);
}

export async function editCategory(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { _id: string; name?: string | null; arName?: string | null; active?: boolean | null },
): Promise<ContactReasonCategoryView> {
  const name = input.name === undefined || input.name === null ? undefined : checkName(input.name, true);
  const arName = arNameOf(input.arName);
  const updated = await named(CONTACT_REASON_MESSAGES.duplicateCategory, () =>
    deps.db
      .update(contactReasonCategories)
      .set({ name, arName, active: input.active ?? undefined, updatedAt: deps.clock.now() })
      .where(eq(contactReasonCategories.id, input._id))
      .returning({ id: contactReasonCategories.id }),
  );
  if (updated.length === 0) throw new UserError(CONTACT_REASON_MESSAGES.categoryNotFound);
  return categoryById(deps.db, input._id);
}

/** Writes positions 0..n-1 in the given order, after checking it names every row once. */
async function writeOrder(
  tx: Tx,
  table: typeof contactReasonCategories | typeof contactReasons,
  current: string[],
  ids: string[],
  now: Date,
): Promise<void> {
  const problem = orderProblem(current, ids);
  if (problem) throw new UserError(problem);
  for (const [position, id] of ids.entries())
    await tx.update(table).set({ position, updatedAt: now }).where(eq(table.id, id));
}

export async function orderCategories(
  deps: Pick<Deps, 'db' | 'clock'>,
  ids: string[],
): Promise<ContactReasonCategoryView[]> {
  await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: contactReasonCategories.id })
      .from(contactReasonCategories)
      .for('update');
    await writeOrder(
      tx,
      contactReasonCategories,
      rows.map((row) => row.id),
      ids,
      deps.clock.now(),
    );
  });
  return readCategories(deps.db);
}

async function readReasons(
  db: Deps['db'] | Tx,
  where: ReturnType<typeof eq> | undefined,
): Promise<ContactReasonView[]> {
  const [rows, categories] = await Promise.all([
    db
      .select({ reason: contactReasons })
      .from(contactReasons)
      .innerJoin(contactReasonCategories, eq(contactReasonCategories.id, contactReasons.categoryId))
      .where(where)
      .orderBy(asc(contactReasonCategories.position), asc(contactReasons.position), asc(contactReasons.id)),
    readCategories(db),
  ]);
  const byId = new Map(categories.map((category) => [category._id, category]));
  return rows.map(({ reason }: { reason: ContactReasonRow }) => ({
    _id: reason.id,
    category: byId.get(reason.categoryId)!,
    name: reason.name,
    arName: reason.arName,
    position: reason.position,
    active: reason.active,
    createdAt: reason.createdAt.toISOString(),
  }));
}

export const listReasons = (deps: Pick<Deps, 'db'>, categoryId?: string | null) =>
  readReasons(deps.db, categoryId ? eq(contactReasons.categoryId, categoryId) : undefined);

async function reasonById(db: Deps['db'], id: string): Promise<ContactReasonView> {
  const [view] = await readReasons(db, eq(contactReasons.id, id));
  if (!view) throw new UserError(CONTACT_REASON_MESSAGES.reasonNotFound);
  return view;
}

/** The category row locked (share), or 'Category not found'; the last place in it. */
async function categoryForReason(
  tx: Tx,
  categoryId: string | null | undefined,
): Promise<{ id: string; next: number }> {
  if (!categoryId?.trim()) throw new UserError(CONTACT_REASON_MESSAGES.categoryRequired);
  const [category] = await tx
    .select({ id: contactReasonCategories.id })
    .from(contactReasonCategories)
    .where(eq(contactReasonCategories.id, categoryId))
    .for('update');
  if (!category) throw new UserError(CONTACT_REASON_MESSAGES.categoryNotFound);
  const [{ next } = { next: 0 }] = await tx
    .select({ next: sql<number>`coalesce(max(${contactReasons.position}) + 1, 0)::int` })
    .from(contactReasons)
    .where(eq(contactReasons.categoryId, categoryId));
  return { id: category.id, next: Number(next) };
}

export async function createReason(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { categoryId: string; name: string; arName?: string | null; active?: boolean | null },
): Promise<ContactReasonView> {
  const name = checkName(input.name, true)!;
  const arName = arNameOf(input.arName) ?? null;
  const id = newId();
  const now = deps.clock.now();
  await named(CONTACT_REASON_MESSAGES.duplicateReason, () =>
    deps.db.transaction(async (tx) => {
      // The category row lock serialises new reasons of one category (their last place).
      const category = await categoryForReason(tx, input.categoryId);
      await tx.insert(contactReasons).values({
        id,
        categoryId: category.id,
        name,
        arName,
        position: category.next,
        active: input.active ?? true,
        createdAt: now,
        updatedAt: now,
      });
    }),
  );
  return reasonById(deps.db, id);
}

export async function editReason(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: {
    _id: string;
    categoryId?: string | null;
    name?: string | null;
    arName?: string | null;
    active?: boolean | null;
  },
): Promise<ContactReasonView> {
  const name = input.name === undefined || input.name === null ? undefined : checkName(input.name, true);
  const arName = arNameOf(input.arName);
  await named(CONTACT_REASON_MESSAGES.duplicateReason, () =>
    deps.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(contactReasons)
        .where(eq(contactReasons.id, input._id))
        .for('update');
      if (!row) throw new UserError(CONTACT_REASON_MESSAGES.reasonNotFound);
      const moving =
        input.categoryId && input.categoryId !== row.categoryId
          ? await categoryForReason(tx, input.categoryId)
          : null;
      await tx
        .update(contactReasons)
        .set({
          name,
          arName,
          active: input.active ?? undefined,
          categoryId: moving?.id,
          position: moving?.next,
          updatedAt: deps.clock.now(),
        })
        .where(eq(contactReasons.id, row.id));
    }),
  );
  return reasonById(deps.db, input._id);
}

export async function orderReasons(
  deps: Pick<Deps, 'db' | 'clock'>,
  input: { categoryId: string; ids: string[] },
): Promise<ContactReasonView[]> {
  await deps.db.transaction(async (tx) => {
    await categoryForReason(tx, input.categoryId);
    const rows = await tx
      .select({ id: contactReasons.id })
      .from(contactReasons)
      .where(eq(contactReasons.categoryId, input.categoryId))
      .for('update');
    await writeOrder(
      tx,
      contactReasons,
      rows.map((row) => row.id),
      input.ids,
      deps.clock.now(),
    );
  });
  return listReasons(deps, input.categoryId);
}
