import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { ListDefinition } from '@ops/shared/lists/listRequest';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { listPage } from '../../platform/lists/listQuery';
import { users } from '../../platform/session/tables';
import { loadAuditNames, namedAuditFields } from './historyNames';
import { userAudit, type AuditFields } from '../../platform/audit/tables';

/** The History tab has no filters: one user's entries, newest first. */
const historyFilters = z.strictObject({});
type HistoryFilters = z.infer<typeof historyFilters>;

export const USER_AUDIT_LIST: ListDefinition<HistoryFilters, 'createdAt'> = {
  name: 'userAudit',
  filters: historyFilters,
  sortFields: ['createdAt'],
  defaultSort: { fieldName: 'createdAt', sortType: 'desc' },
  pageSize: 25,
  pageSizeOptions: [25, 50, 100],
};

export interface AuditEntryView {
  _id: string;
  action: string;
  actor: { _id: string; name: string; phoneNumber: string } | null;
  before: AuditFields;
  after: AuditFields;
  reason: string | null;
  requestId: string | null;
  createdAt: string;
}

export interface AuditHistoryPage {
  entries: AuditEntryView[];
  count: number;
  totalPages: number;
}

const actor = alias(users, 'actor');

/** getUserAuditHistory(userId, pageNumber, rowsPerPage): gated by users.VIEW_PAGE in the schema. */
export async function getUserAuditHistory(
  deps: Deps,
  session: SessionInfo,
  args: { userId: string; pageNumber?: number | null; rowsPerPage?: number | null },
): Promise<AuditHistoryPage> {
  const page = await listPage(
    deps.db,
    USER_AUDIT_LIST,
    { pageNumber: args.pageNumber, rowsPerPage: args.rowsPerPage },
    { role: session.role, now: deps.clock.now() },
    {
      conditions: {},
      sortColumns: { createdAt: userAudit.createdAt },
      tieBreaker: userAudit.id,
      table: userAudit,
      scope: eq(userAudit.targetUserId, args.userId),
      rows: ({ where, orderBy, limit, offset }) =>
        deps.db
          .select({
            entry: userAudit,
            actorId: actor.id,
            actorName: actor.name,
            actorPhone: actor.phoneNumber,
          })
          .from(userAudit)
          .leftJoin(actor, eq(actor.id, userAudit.actorId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset),
    },
  );
  // Areas, roles, plans and people by name, looked up once for the whole page.
  const names = await loadAuditNames(
    deps.db,
    page.rows.flatMap(({ entry }) => [entry.before, entry.after]),
  );
  return {
    entries: page.rows.map(({ entry, actorId, actorName, actorPhone }) => ({
      _id: entry.id,
      action: entry.action,
      actor: actorId ? { _id: actorId, name: actorName ?? '', phoneNumber: actorPhone ?? '' } : null,
      before: namedAuditFields(entry.before, names),
      after: namedAuditFields(entry.after, names),
      reason: entry.reason,
      requestId: entry.requestId,
      createdAt: entry.createdAt.toISOString(),
    })),
    count: page.total,
    totalPages: page.totalPages,
  };
}
