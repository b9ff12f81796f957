import { Badge, Button, Tooltip } from 'antd';
import { AuditOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { appPath } from '../../app/paths';
import { MONEY_APPROVER_GATE } from '../../app/ruleGates';
import { PermissionGate } from '../../components/PermissionGate';
import { formatBadgeCount, formatCount } from '../../lib/format';
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
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: count = 0 } = usePendingMoneyApprovalsCountQuery(undefined, {
    pollingInterval: APPROVALS_COUNT_POLL_MS,
  });
  return (
    <Tooltip title={t('topbar.approvalsTip')}>
      <Button
        type="text"
        shape="circle"
        aria-label={t('topbar.approvals', { n: formatCount(count) })}
        onClick={() => navigate(appPath('approvals'))}
        data-testid="approvals-badge"
      >
        <Badge count={formatBadgeCount(count)} size="small" color="#b45309">
          <AuditOutlined className="ops-topbar-icon" />
        </Badge>
      </Button>
    </Tooltip>
  );
}
