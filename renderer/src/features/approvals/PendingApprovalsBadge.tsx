import { Badge, Button, Tooltip } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { appPath } from '../../app/paths';
import { MONEY_APPROVER_GATE } from '../../app/ruleGates';
import { PermissionGate } from '../../components/PermissionGate';
import { APPROVALS_COUNT_POLL_MS, usePendingMoneyApprovalsCountQuery } from './approvalsApi';

/** The route's gate (app/routes.ts 'approvals'): the badge is shown to those who can open the page. */
export const APPROVALS_GATE = MONEY_APPROVER_GATE;

/**
 * The top bar's count of held money edits the signed-in user may approve. Kept live by
 * polling every 30 s (no realtime event carries requests yet) and at once after this
 * user's own held edit, approval or rejection (the MoneyApprovals tag).
 */
export function PendingApprovalsBadge() {
  return (
    <PermissionGate gate={APPROVALS_GATE}>
      <CountButton />
    </PermissionGate>
  );
}

function CountButton() {
  const navigate = useNavigate();
  const { data: count = 0 } = usePendingMoneyApprovalsCountQuery(undefined, {
    pollingInterval: APPROVALS_COUNT_POLL_MS,
  });
  return (
    <Tooltip title="Pending approvals">
      <Button
        type="text"
        shape="circle"
        aria-label={`Pending approvals: ${count}`}
        onClick={() => navigate(appPath('approvals'))}
        data-testid="approvals-badge"
      >
        <Badge count={count} size="small" overflowCount={99} color="#b45309">
          <AuditOutlined className="ops-topbar-icon" />
        </Badge>
      </Button>
    </Tooltip>
  );
}
