import { canWaiveFine } from '@ops/shared/rules/fineWaive';
import { WALLET_LOGS_LIST } from '@ops/shared/lists/walletLogs';
import { APPROVAL_PENDING } from '@ops/shared/rules/moneyApprovals';
import { toEgp } from '@ops/shared/rules/money';
import { mayReadWalletLogs } from '@ops/shared/rules/permissions/readRules';
import { canEditBalance, canUpdateBalance } from '@ops/shared/rules/permissions/editRules';
import type { Deps } from '../../platform/deps';
import type { SessionInfo } from '../../platform/session/sessionTypes';
import { holdIfAboveThreshold, approvalViews, type MoneyApprovalView } from '../approvals';
import { recordAudit } from '../../platform/audit/record';
import { codedRefusal, UserError } from '../../platform/errors';
import { listPage } from '../../platform/lists/listQuery';
import { actorOf, personWithRole, lockUser, USER_NOT_FOUND } from '../users';
import { checkTaskForAction, recordIfInTask } from '../tasks';
import { checkAmount, checkReason, type ReasonInput } from './checks';
import { applyBalanceChange } from './ledger';
import { lockedWaivableFine, writeWaive } from './fineWaive';
import { FINE_WAIVE_REASON, WALLET_MESSAGES } from './messages';
import { walletLogViewsByIds, walletLogViewsPage, type WalletLogView } from './present';
import { walletLogs } from './tables';
import { WALLET_LOGS_FILTER_CONDITIONS, walletLogsFiltersOf } from './walletLogsList';

export interface IncrementBalanceInput extends ReasonInput {
  id: string;
  balance: number;
  taskId?: string | null;
}

/** What a balance edit did: moved the money (its wallet log) or held it for a second signature (the request). */
export interface BalanceEditResult {
  walletLog: WalletLogView | null;
  approval: MoneyApprovalView | null;
}

/**
 * 'edit balance': a MANUAL_INPUT entry by the staff member, or, above the staff member's
 * role threshold (issue 7 §4), a PENDING request and no money moved. Exactly one of the
 * two answers is set.
 */
export async function editBalance(
  deps: Deps,
  session: SessionInfo,
  input: IncrementBalanceInput,
): Promise<BalanceEditResult> {
  const piasters = checkAmount(input.balance);
  checkReason(input);
  const target = await personWithRole(deps.db, input.id);
  if (!target) throw new UserError(USER_NOT_FOUND);
  if (!canEditBalance(actorOf(session), target)) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
  const reason = {
    additionalReason: input.additionalReason!.trim(),
    customComment: input.customComment?.trim() || null,
  };
  const outcome = await deps.db.transaction(async (tx) => {
    // The task first: a task the caller may not write into refuses the edit before money moves.
    await checkTaskForAction(tx, input.taskId, session);
    const held = await holdIfAboveThreshold(tx, session, deps.clock, {
      kind: 'BALANCE_EDIT',
      targetUserId: input.id,
      amountPiasters: piasters,
      walletLogType: 'MANUAL_INPUT',
      taskId: input.taskId,
      ...reason,
    });
    if (held) {
      await recordIfInTask(
        tx,
        input.taskId,
        'USER_EDIT_BALANCE',
        `${toEgp(piasters).toFixed(2)} sent for approval`,
        session,
      );
      return { held, log: null };
    }
    const row = await applyBalanceChange(tx, {
      userId: input.id,
      differencePiasters: piasters,
      type: 'MANUAL_INPUT',
      clock: deps.clock,
      dashboardUserId: session.user._id,
      ...reason,
    });
    await recordIfInTask(tx, input.taskId, 'USER_EDIT_BALANCE', toEgp(piasters).toFixed(2), session);
    await recordAudit(tx, {
      targetUserId: input.id,
      actorId: session.user._id,
      action: 'incrementBalance',
      before: { balance: toEgp(row.prevBalancePiasters) },
      after: { balance: toEgp(row.currBalancePiasters), amount: toEgp(piasters) },
      reason: reason.customComment
        ? `${reason.additionalReason}: ${reason.customComment}`
        : reason.additionalReason,
      at: row.createdAt,
    });
    return { held: null, log: row };
  });
  if (outcome.held)
    return {
      walletLog: null,
      approval: (await approvalViews(deps.db, actorOf(session), [outcome.held], deps.clock.now()))[0]!,
    };
  return { walletLog: (await walletLogViewsByIds(deps.db, [outcome.log!.id]))[0]!, approval: null };
}

/**
 * incrementBalance (02 §7) answers with the new wallet log, which cannot describe a held
 * edit; so a held edit answers with the error code APPROVAL_PENDING and the request's id
 * (the request is stored; no money moved). Screens call editBalance, which says both.
 */
export async function incrementBalance(
  deps: Deps,
  session: SessionInfo,
  input: IncrementBalanceInput,
): Promise<WalletLogView> {
  const result = await editBalance(deps, session, input);
  if (result.approval) throw codedRefusal(APPROVAL_PENDING, { approvalId: result.approval._id });
  return result.walletLog!;
}

/**
 * 02 §4: the fine is marked waived and a FINE_WAIVE entry gives the money back. The
 * user row lock serialises waives with every other balance change of that user; the
 * fine's own row is re-read under it, so of many simultaneous waives one finds the
 * fine unwaived and the rest find it waived. The unique index on waives_log_id backs it.
 * Issue 22 §2: a waive is a staff money movement like any other, counted in the
 * requester's running totals and held for a second signature above them (then the
 * answer is the error APPROVAL_PENDING with the request's id, as incrementBalance's).
 */
export async function waiveFine(
  deps: Deps,
  session: SessionInfo,
  input: { walletLogId: string; userId: string },
): Promise<WalletLogView> {
  const target = await personWithRole(deps.db, input.userId);
  if (!target) throw new UserError(USER_NOT_FOUND);
  const allowed = canUpdateBalance(actorOf(session), target);
  if (!allowed) throw new UserError(WALLET_MESSAGES.notAllowedBalance);
  const outcome = await deps.db.transaction(async (tx) => {
    await lockUser(tx, input.userId);
    const fine = await lockedWaivableFine(tx, input.walletLogId, input.userId);
    const entry = {
      isWaived: fine.isWaived,
      difference: toEgp(fine.differencePiasters),
      type: fine.type,
      additionalReason: fine.additionalReason,
    };
    if (!canWaiveFine({ entry, canUpdateBalance: allowed, waiveInProgress: false }))
      throw new UserError(WALLET_MESSAGES.notAFine);
    const held = await holdIfAboveThreshold(tx, session, deps.clock, {
      kind: 'FINE_WAIVE',
      targetUserId: input.userId,
      amountPiasters: -fine.differencePiasters,
      walletLogType: 'FINE_WAIVE',
      additionalReason: FINE_WAIVE_REASON,
      rideId: fine.rideId,
      payload: { fineLogId: fine.id },
    });
    if (held) return { held, row: null };
    return { held: null, row: await writeWaive(tx, fine, session.user._id, deps.clock) };
  });
  if (outcome.held) throw codedRefusal(APPROVAL_PENDING, { approvalId: outcome.held.id });
  return (await walletLogViewsByIds(deps.db, [outcome.row!.id]))[0]!;
}

export interface WalletLoggingArgs {
  rowsPerPage?: number | null;
  pageNumber?: number | null;
  userId?: string | null;
  dashboardUserId?: string | null;
  startDate?: string | null;
  endDate?: string | null;
  type?: string | null;
}

export interface WalletLogsPage {
  logs: WalletLogView[];
  count: number;
  numberOfPages: number;
}

/**
 * The wallet logs table (02 §2): /app/wallet, the user page and the User Wallet Logs tab
 * of a task. Two flags may read it: users.VIEW_WALLET_ACTIONS (the finance pages) and
 * task.VIEW_WALLET_LOGS (the task tab and /app/wallet). The schema marks the field
 * @signedIn and this rule chooses, because one directive cannot say "either".
 */
export async function getWalletLogging(
  deps: Deps,
  session: SessionInfo,
  args: WalletLoggingArgs,
): Promise<WalletLogsPage> {
  const role = session.role;
  if (!mayReadWalletLogs(role)) {
    throw new UserError(WALLET_MESSAGES.notAllowedLogs);
  }
  // The operation keeps the spec's separate arguments (02 §7); they are read as the list's
  // filters so the table's panel and the server share one schema (shared/lists/walletLogs.ts).
  const page = await listPage(
    deps.db,
    WALLET_LOGS_LIST,
    {
      pageNumber: args.pageNumber,
      rowsPerPage: args.rowsPerPage,
      filters: JSON.stringify(walletLogsFiltersOf(args)),
    },
    { role, now: deps.clock.now() },
    {
      conditions: WALLET_LOGS_FILTER_CONDITIONS,
      sortColumns: { createdAt: walletLogs.createdAt },
      tieBreaker: walletLogs.id,
      table: walletLogs,
      rows: ({ where, orderBy, limit, offset }) =>
        walletLogViewsPage(deps.db, where, { limit, offset }, orderBy),
    },
  );
  return { logs: page.rows, count: page.total, numberOfPages: page.totalPages };
}
