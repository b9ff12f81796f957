import type { Tx } from '../db/client';
import { newId } from '../lib/ids';
import { userAudit, type AuditFields, type AuditSubjectType } from './tables';

export interface AuditEntry {
  /** The user the action changed; null when it changed something else (then `subject` names it). */
  targetUserId: string | null;
  /** What the action changed when it is not (only) a user: a prime plan, a promocode. */
  subject?: { type: AuditSubjectType; id: string } | null;
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
    subjectType: entry.subject?.type ?? null,
    subjectId: entry.subject?.id ?? null,
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

/**
 * Many History entries in one insert, in the caller's transaction (a bulk action writes one
 * per vehicle: a thousand single inserts would be a thousand round trips).
 */
export async function recordAudits(tx: Tx, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return;
  await tx.insert(userAudit).values(
    entries.map((entry) => ({
      id: newId(),
      targetUserId: entry.targetUserId,
      subjectType: entry.subject?.type ?? null,
      subjectId: entry.subject?.id ?? null,
      actorId: entry.actorId,
      action: entry.action,
      before: entry.before,
      after: entry.after,
      reason: entry.reason ?? null,
      requestId: entry.requestId ?? null,
      createdAt: entry.at,
    })),
  );
}
