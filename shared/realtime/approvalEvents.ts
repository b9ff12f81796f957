import type { MoneyApprovalKind } from '../rules/moneyApprovals';

/**
 * MONEY_APPROVAL_DECIDED (issue 23): to the requester's own sockets once a held money change
 * is approved or rejected, so they are told and their open pages read the balance again.
 */
export interface MoneyApprovalDecidedEvent {
  _id: string;
  kind: MoneyApprovalKind;
  status: 'APPROVED' | 'REJECTED';
  /** EGP, signed as requested. */
  amount: number;
  /** Whose wallet it was (null for a setting request) and how the list names them. */
  userId: string | null;
  userName: string | null;
  decidedByName: string | null;
  rejectionReason: string | null;
}

/** The notice the requester reads; correct English for either decision. */
export function approvalDecidedText(
  event: MoneyApprovalDecidedEvent,
  formatAmount: (egp: number) => string,
): string {
  const who = event.decidedByName ?? 'Another user';
  const what = event.userName
    ? `${formatAmount(event.amount)} for ${event.userName}`
    : formatAmount(event.amount);
  return event.status === 'APPROVED'
    ? `${who} approved your request (${what}); the money has moved.`
    : `${who} rejected your request (${what})${event.rejectionReason ? `: ${event.rejectionReason}` : '.'}`;
}
