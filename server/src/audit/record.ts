import type { Tx } from '../db/client';
import { newId } from '../lib/ids';
import { userAudit, type AuditFields } from './tables';

export interface AuditEntry {
  /** The user the action changed. */
  targetUserId: string;
  /** The staff member who acted; null for the system acting by itself. */
  actorId: string | null;
  /** The operation's name, e.g. 'changeUserInfo', 'incrementBalance'. */
  action: string;
  before: AuditFields;
  after: AuditFields;
  reason?: string | null;
  /** A pending-approval request the action carried out, if any. */
  requestId?: string | null;
  at: Date;
}

/**
 * Writes one History entry. Takes a transaction, never the database: the entry commits
 * with the change it describes or not at all, so the history never shows a change that
 * was rolled back and never misses one that stuck.
 */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<string> {
  const id = newId();
  await tx.insert(userAudit).values({
    id,
    targetUserId: entry.targetUserId,
    actorId: entry.actorId,
    action: entry.action,
    before: entry.before,
    after: entry.after,
    reason: entry.reason ?? null,
    requestId: entry.requestId ?? null,
    createdAt: entry.at,
  });
  return id;
}
