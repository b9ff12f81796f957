import { asc, eq } from 'drizzle-orm';
import { orderError, SETTINGS_MESSAGES, toggleError } from '@ops/shared/rules/settingsLists';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import type { Db, Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { paymentMethods } from './tables';

type Row = typeof paymentMethods.$inferSelect;

async function view(deps: Deps, row: Row) {
  return {
    _id: row.id,
    key: row.key,
    name: row.name,
    enabled: row.enabled,
    order: row.sortOrder,
    iconUrl: row.iconKey ? await deps.storage.signedUrl(row.iconKey) : null,
  };
}

const ordered = (db: Db | Tx) =>
  db.select().from(paymentMethods).orderBy(asc(paymentMethods.sortOrder), asc(paymentMethods.id));

export async function getPaymentMethods(deps: Deps) {
  return Promise.all((await ordered(deps.db)).map((row) => view(deps, row)));
}

/** Enable or disable one method; the last enabled one cannot be disabled. Rows are locked so two admins cannot both disable "the other one". */
export async function setPaymentMethodEnabled(
  deps: Deps,
  session: SessionInfo,
  input: { id: string; enabled: boolean },
) {
  const row = await deps.db.transaction(async (tx) => {
    const rows = await ordered(tx).for('update');
    const problem = toggleError(rows, input.id, input.enabled);
    if (problem) throw new UserError(problem);
    const [updated] = await tx
      .update(paymentMethods)
      .set({ enabled: input.enabled, updatedBy: session.user._id, updatedAt: deps.clock.now() })
      .where(eq(paymentMethods.id, input.id))
      .returning();
    return updated!;
  });
  return view(deps, row);
}

export async function reorderPaymentMethods(
  deps: Deps,
  session: SessionInfo,
  input: { ids: readonly string[] },
) {
  await deps.db.transaction(async (tx) => {
    const rows = await ordered(tx).for('update');
    const problem = orderError(
      rows.map((row) => row.id),
      input.ids,
    );
    if (problem) throw new UserError(problem);
    const now = deps.clock.now();
    for (const [index, id] of input.ids.entries()) {
      await tx
        .update(paymentMethods)
        .set({ sortOrder: index + 1, updatedBy: session.user._id, updatedAt: now })
        .where(eq(paymentMethods.id, id));
    }
  });
  return getPaymentMethods(deps);
}

/** After an icon upload: the method shows the new file. */
export async function setPaymentMethodIcon(
  deps: Deps,
  session: SessionInfo,
  id: string,
  iconKey: string,
): Promise<void> {
  const updated = await deps.db
    .update(paymentMethods)
    .set({ iconKey, updatedBy: session.user._id, updatedAt: deps.clock.now() })
    .where(eq(paymentMethods.id, id))
    .returning({ id: paymentMethods.id });
  if (updated.length === 0) throw new UserError(SETTINGS_MESSAGES.paymentMethodNotFound);
}

export async function paymentMethodExists(db: Db, id: string): Promise<boolean> {
  return (
    (
      await db
        .select({ id: paymentMethods.id })
        .from(paymentMethods)
        .where(eq(paymentMethods.id, id))
        .limit(1)
    ).length > 0
  );
}
