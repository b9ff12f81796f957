import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import { toEgp } from '@ops/shared/rules/money';
import type { Deps } from '../../platform/deps';
import { bills } from '../bills';
import { pageWindow } from '../users';
import { promocodes } from './tables';

/** One use of a promocode (schema: UsedPromocode): the bill it paid part of. */
export interface UsedPromocode {
  _id: string;
  promocode: { _id: string; code: string };
  promocodeType: string;
  billType: string;
  discount: number;
  usedAt: string;
}

/**
 * getUsedPromocodes (02 §7): the user's bills that a promocode paid part of, newest first.
 * A bill is the record of a use (the ride or rental it was applied to), so a code used
 * twice shows twice, each with what it covered.
 */
export async function getUsedPromocodes(
  deps: Pick<Deps, 'db'>,
  args: { userId: string; pageNumber?: number | null; rowsPerPage?: number | null },
): Promise<{ promocodes: UsedPromocode[]; totalCount: number; totalPages: number }> {
  const window = pageWindow(args);
  const where = and(eq(bills.userId, args.userId), isNotNull(bills.promocodeId));
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select({
        billId: bills.id,
        billType: bills.type,
        date: bills.date,
        discount: bills.paidWithPromocodePiasters,
        promocodeId: promocodes.id,
        code: promocodes.code,
        type: promocodes.type,
      })
      .from(bills)
      .innerJoin(promocodes, eq(promocodes.id, bills.promocodeId))
      .where(where)
      .orderBy(desc(bills.date), desc(bills.id))
      .limit(window.limit)
      .offset(window.offset),
    deps.db.select({ n: count() }).from(bills).where(where),
  ]);
  const total = Number(counted?.n ?? 0);
  return {
    promocodes: rows.map((row) => ({
      _id: row.billId,
      promocode: { _id: row.promocodeId, code: row.code },
      promocodeType: row.type,
      billType: row.billType,
      discount: toEgp(row.discount),
      usedAt: row.date.toISOString(),
    })),
    totalCount: total,
    totalPages: window.pagesOf(total),
  };
}
