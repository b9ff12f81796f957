import type { MoneyApprovalKind } from '@ops/shared/rules/moneyApprovals';
import type { Clock } from '../app/deps';
import type { Tx } from '../db/client';
import { applyBalanceChange, type WalletLogRow } from '../wallet/ledger';
import type { MoneyApprovalRow } from './tables';

/**
 * How an approved request moves its money, per kind, inside the approval's transaction.
 * A kind whose change is more than one wallet entry (compensation raises the ride's
 * compensated amount, settlement writes a bill) registers its own executor from its
 * domain, so this folder does not reach into rides or settlement.
 */
export type HeldChangeExecutor = (tx: Tx, request: MoneyApprovalRow, clock: Clock) => Promise<WalletLogRow>;

/** The plain balance change: one wallet entry by the requester, as incrementBalance writes it. */
const applyAsLogged: HeldChangeExecutor = (tx, request, clock) =>
  applyBalanceChange(tx, {
    userId: request.targetUserId,
    differencePiasters: request.amountPiasters,
    type: request.walletLogType,
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
