import { REALTIME_EVENTS } from '@ops/shared/realtime/events';
import { approvalDecidedText } from '@ops/shared/realtime/approvalEvents';
import { fmtMoney } from '../../lib/format';
import type { AppDispatch } from '../../app/store';
import { MONEY_APPROVALS_TAG } from '../../components/balance/balanceApi';
import { notice } from '../../lib/notices';
import { onDirect } from '../shell/realtime';
import { userActionsApi } from '../users/userPage/actions/userActionsApi';
import { resolveTasksApi } from '../resolveTasks/resolveTasksApi';
import { approvalsApi } from './approvalsApi';

/** A notice stays long enough to be read by someone busy with a customer. */
const DECIDED_NOTICE_MS = 10_000;

/**
 * MONEY_APPROVAL_DECIDED (issue 23): the requester is told who decided, and every open view of
 * that wallet reads again (the user page, the workspace's customer card, the approvals list),
 * so nobody keeps looking at the balance from before the decision.
 */
export function startApprovalDecidedNotices(dispatch: AppDispatch): () => void {
  return onDirect(REALTIME_EVENTS.MONEY_APPROVAL_DECIDED, (payload) => {
    const text = approvalDecidedText(payload, fmtMoney);
    if (payload.status === 'APPROVED') notice.success(text, DECIDED_NOTICE_MS);
    else notice.warning(text, DECIDED_NOTICE_MS);
    dispatch(approvalsApi.util.invalidateTags([MONEY_APPROVALS_TAG]));
    dispatch(resolveTasksApi.util.invalidateTags(['VehicleDetails']));
    if (payload.userId) {
      const id = payload.userId;
      dispatch(
        userActionsApi.util.invalidateTags([
          { type: 'User', id },
          { type: 'UserAudit', id },
          { type: 'WalletLogs', id },
        ]),
      );
    }
  });
}
