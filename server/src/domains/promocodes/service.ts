import { and, eq, ne } from 'drizzle-orm';
import { parsePromocode, PROMOCODE_MESSAGES, type PromocodeInput } from '@ops/shared/rules/promocode';
import { toPiasters } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { recordAudit } from '../../platform/audit/record';
import type { Tx } from '../../platform/db/client';
import { UserError } from '../../platform/errors';
import { newId } from '../../platform/lib/ids';
import { promocodeView, type PromocodeView } from './present';
import { promocodes } from './tables';

type PromocodeRow = typeof promocodes.$inferSelect;

export interface PromocodeArgs {
  code?: string | null;
  type?: string | null;
  value?: number | null;
  maxUses?: number | null;
  startDate?: string | null;
  expirationDate?: string | null;
  active?: boolean | null;
  description?: string | null;
}

function readPromocode(args: PromocodeArgs): PromocodeInput {
  const parsed = parsePromocode(args);
  if (!parsed.ok) throw new UserError(parsed.error);
  return parsed.value;
}

const columnsOf = (input: PromocodeInput) => ({
  code: input.code,
  type: input.type,
  // specificValue is money: piasters in the row, like every amount.
  value: input.type === 'specificValue' ? toPiasters(input.value) : input.value,
  maxUses: input.maxUses,
  startDate: input.startDate,
  expirationDate: input.expirationDate,
  active: input.active,
  description: input.description,
});

/** The History picture of a code, as the list shows it. */
const auditFieldsOf = (row: PromocodeRow, now: Date) => {
  const v = promocodeView(row, now);
  return {
    code: v.code,
    type: v.type,
    value: v.value,
    maxUses: v.maxUses,
    startDate: v.startDate,
    expirationDate: v.expirationDate,
    active: v.active,
    description: v.description,
  };
};

/** A code another promocode already has (codes are unique whatever the case they were typed in). */
async function refuseTakenCode(tx: Tx, code: string, exceptId: string | null): Promise<void> {
  const [taken] = await tx
    .select({ id: promocodes.id })
    .from(promocodes)
    .where(
      exceptId ? and(eq(promocodes.code, code), ne(promocodes.id, exceptId)) : eq(promocodes.code, code),
    );
  if (taken) throw new UserError(PROMOCODE_MESSAGES.codeTaken);
}

/** The unique index answers a race the check above lost: the same words, not a masked error. */
async function withUniqueCode<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const text = `${(error as { message?: string }).message ?? ''} ${(error as { cause?: { message?: string } }).cause?.message ?? ''}`;
    if (/promocodes_code_key|duplicate key/i.test(text)) throw new UserError(PROMOCODE_MESSAGES.codeTaken);
    throw error;
  }
}

/** createPromocode (promocodes.EDIT): read by the shared rule (03 §5 date messages), stored with its History entry. */
export async function createPromocode(
  deps: Deps,
  session: SessionInfo,
  args: PromocodeArgs,
): Promise<PromocodeView> {
  const input = readPromocode(args);
  const now = deps.clock.now();
  const row = await withUniqueCode(() =>
    deps.db.transaction(async (tx) => {
      await refuseTakenCode(tx, input.code, null);
      const [created] = await tx
        .insert(promocodes)
        .values({
          id: newId(),
          ...columnsOf(input),
          createdBy: session.user._id,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await recordAudit(tx, {
        targetUserId: null,
        subject: { type: 'promocode', id: created!.id },
        actorId: session.user._id,
        action: 'createPromocode',
        before: {},
        after: auditFieldsOf(created!, now),
        at: now,
      });
      return created!;
    }),
  );
  return promocodeView(row, now);
}

/** editPromocode (promocodes.EDIT): every field replaced under a row lock; its use count is the riders', never the form's. */
export async function editPromocode(
  deps: Deps,
  session: SessionInfo,
  args: PromocodeArgs & { _id: string },
): Promise<PromocodeView> {
  const input = readPromocode(args);
  const now = deps.clock.now();
  const row = await withUniqueCode(() =>
    deps.db.transaction(async (tx) => {
      const [before] = await tx.select().from(promocodes).where(eq(promocodes.id, args._id)).for('update');
      if (!before) throw new UserError(PROMOCODE_MESSAGES.notFound);
      await refuseTakenCode(tx, input.code, before.id);
      // Uses already made stay made: a limit below them would read as a code used more than it may be.
      if (input.maxUses !== null && input.maxUses < before.usedCount)
        throw new UserError(PROMOCODE_MESSAGES.maxUsesBelowUsed(before.usedCount));
      const [updated] = await tx
        .update(promocodes)
        .set({ ...columnsOf(input), updatedAt: now })
        .where(eq(promocodes.id, before.id))
        .returning();
      await recordAudit(tx, {
        targetUserId: null,
        subject: { type: 'promocode', id: before.id },
        actorId: session.user._id,
        action: 'editPromocode',
        before: auditFieldsOf(before, now),
        after: auditFieldsOf(updated!, now),
        at: now,
      });
      return updated!;
    }),
  );
  return promocodeView(row, now);
}
