import type { MoneyApprovalKind } from '@ops/shared/rules/moneyApprovals';
import type { Clock } from '../../platform/deps';
import type { Tx } from '../../platform/db/client';
import { applyBalanceChange, type WalletLogRow } from '../wallet';
import type { MoneyApprovalRow } from './tables';

/**
 * How an approved request moves its money, per kind, inside the approval's transaction.
 * A kind whose change is more than one wallet entry (compensation raises the ride's
 * compensated amount, settlement writes a bill) registers its own executor from its
 * domain, so this folder does not reach into rides or settlement.
 */
export type HeldChangeExecutor = (
  tx: Tx,
  request: MoneyApprovalRow,
  clock: Clock,
) => Promise<WalletLogRow | null>;

/** The wallet a wallet request moves; a setting request has none, and reaching here with one is a programming error. */
export function walletOf(request: MoneyApprovalRow): {
  userId: string;
  type: NonNullable<MoneyApprovalRow['walletLogType']>;
} {
  if (!request.targetUserId || !request.walletLogType)
    throw new Error(`held ${request.kind} ${request.id} has no wallet`);
  return { userId: request.targetUserId, type: request.walletLogType };
}

/** The plain balance change: one wallet entry by the requester, as incrementBalance writes it. */
const applyAsLogged: HeldChangeExecutor = (tx, request, clock) =>
  applyBalanceChange(tx, {
    ...walletOf(request),
    differencePiasters: request.amountPiasters,
    clock,
    dashboardUserId: request.requestedBy,
    additionalReason: request.additionalReason,
    customComment: request.customComment,
    rideId: request.rideId,
  });

const executors = new Map<MoneyApprovalKind, HeldChangeExecutor>([['BALANCE_EDIT', applyAsLogged]]);

export function registerHeldChangeExecutor(kind: MoneyApprovalKind, executor: HeldChangeExecutor): void {
  executors.set(kind, executor);
}

export function executorFor(kind: MoneyApprovalKind): HeldChangeExecutor {
  const executor = executors.get(kind);
  // A request of a kind nobody can apply is a programming error: refuse rather than guess.
  if (!executor) throw new Error(`no executor registered for held ${kind}`);
  return executor;
}
