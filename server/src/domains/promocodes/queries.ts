import { and, like } from 'drizzle-orm';
import { PROMOCODES_LIST } from '@ops/shared/lists/promocodes';
import type { ListRequestInput } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { listPage } from '../../platform/lists/listQuery';
import { promocodeView, type PromocodeView } from './present';
import { promocodesFilterConditions } from './promocodesList';
import { promocodes } from './tables';

/** Codes are stored in capitals; a search is the start of one, any case, LIKE's wildcards taken literally. */
export function codePrefix(searchTerm: string | null | undefined): string | null {
  const term = searchTerm?.trim().toUpperCase();
  if (!term) return null;
  return `${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** getPromocodes (promocodes.VIEW_PAGE): the Promocodes list on the list helper, with a code search. */
export async function getPromocodes(
  deps: Pick<Deps, 'db' | 'clock'>,
  session: SessionInfo,
  args: ListRequestInput & { searchTerm?: string | null },
): Promise<{ promocodes: PromocodeView[]; totalCount: number; totalPages: number }> {
  const now = deps.clock.now();
  const prefix = codePrefix(args.searchTerm);
  const page = await listPage(
    deps.db,
    PROMOCODES_LIST,
    args,
    { role: session.role, now },
    {
      conditions: promocodesFilterConditions(now),
      sortColumns: {
        createdAt: promocodes.createdAt,
        code: promocodes.code,
        expirationDate: promocodes.expirationDate,
        usedCount: promocodes.usedCount,
      },
      tieBreaker: promocodes.id,
      table: promocodes,
      scope: prefix ? and(like(promocodes.code, prefix)) : undefined,
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select()
          .from(promocodes)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  return {
    promocodes: page.rows.map((row) => promocodeView(row, now)),
    totalCount: page.total,
    totalPages: page.totalPages,
  };
}
