import type { Gate } from './permissions/catalogue';

/**
 * Custody transfer rules (03 §3; issue 12 §2): batteries handed from one field member to
 * another, each side counting. A count mismatch is highlighted on the list and opens a task
 * for a supervisor, unless the transfer was accepted with "ignore validation".
 */

export const CUSTODY_STATUSES = ['pending', 'accepted'] as const;
export type CustodyStatus = (typeof CUSTODY_STATUSES)[number];

/** Who receives mismatch tasks: the claim query skips them for everyone else. */
export const CUSTODY_SUPERVISOR_GATE: Gate = { layer: 'custodyTransfer', permission: 'RESOLVE_MISMATCH' };

/** The task's main case when the counts disagree. */
export const CUSTODY_MISMATCH_CASE = 'CUSTODY_BATTERY_MISMATCH';

/** 02 list pages use 25 rows; the spec gives the custody list no size. */
export const CUSTODY_PAGE_SIZE = 25;

export const CUSTODY_MESSAGES = {
  notFound: 'Custody transfer not found',
  notPending: 'This custody transfer has already been accepted',
  notReceiver: 'Only the receiver can accept this custody transfer',
  count: 'Batteries count must be a whole number from 0 to 1000',
  notYourTask: 'This task is not assigned to you',
  commentRequired: 'A comment is required',
} as const;

export interface CustodyCounts {
  status: CustodyStatus;
  batteriesCountGiver: number;
  batteriesCountReceiver: number | null;
}

/** Both sides counted and the counts differ. */
export function isBatteryMismatch(transfer: CustodyCounts): boolean {
  return (
    transfer.status === 'accepted' &&
    transfer.batteriesCountReceiver !== null &&
    transfer.batteriesCountReceiver !== transfer.batteriesCountGiver
  );
}

/** A mismatch opens a supervisor task unless validation was waived for this transfer. */
export function needsSupervisorTask(transfer: CustodyCounts & { ignoreValidation: boolean }): boolean {
  return isBatteryMismatch(transfer) && !transfer.ignoreValidation;
}

export function batteriesCountError(count: unknown): string | null {
  return typeof count === 'number' && Number.isInteger(count) && count >= 0 && count <= 1000
    ? null
    : CUSTODY_MESSAGES.count;
}
