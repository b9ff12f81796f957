import { z } from 'zod';
import { MONEY_APPROVAL_KINDS } from '../rules/moneyApprovals';

/**
 * MONEY_APPROVAL_DECIDED (issue 23): to the requester's own sockets once a held money change
 * is approved or rejected, so they are told and their open pages read the balance again.
 */
export const moneyApprovalDecidedEvent = z.object({
  _id: z.string(),
  kind: z.enum(MONEY_APPROVAL_KINDS),
  status: z.enum(['APPROVED', 'REJECTED']),
  /** EGP, signed as requested. */
  amount: z.number(),
  /** Whose wallet it was (null for a setting request) and how the list names them. */
  userId: z.string().nullable(),
  userName: z.string().nullable(),
  decidedByName: z.string().nullable(),
  rejectionReason: z.string().nullable(),
});
export type MoneyApprovalDecidedEvent = z.infer<typeof moneyApprovalDecidedEvent>;

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
