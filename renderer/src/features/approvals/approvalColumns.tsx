import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { Link } from 'react-router';
import { approvalStatusLabel, moneyApprovalKindLabel } from '@ops/shared/rules/moneyApprovalLabels';
import { userPath } from '../../app/paths';
import type { ListColumn } from '../../components/list/ListPage';
import { Phone } from '../../components/Phone';
import type { ApprovalRow } from './approvalsApi';
import { fmtDate, fmtMoney } from '../../lib/format';

// 01 §9: dates read in the 'lll' style.
dayjs.extend(localizedFormat);

const when = (iso: string | null) => fmtDate(iso);

const STATUS_COLORS: Record<string, string> = {
  PENDING: 'gold',
  APPROVED: 'green',
  REJECTED: 'red',
  EXPIRED: 'default',
};

export interface ApprovalActions {
  onApprove: (row: ApprovalRow) => void;
  onReject: (row: ApprovalRow) => void;
  busyId: string | null;
}

/** The columns of the 'Pending approvals' page: whose money, how much, why, who asked, and the decision. */
export function approvalColumns({ onApprove, onReject, busyId }: ApprovalActions): ListColumn<ApprovalRow>[] {
  return [
    { title: 'Requested', key: 'requestedAt', width: 150, render: (_v, r) => when(r.requestedAt) },
    {
      title: 'User',
      key: 'user',
      width: 190,
      render: (_v, r) =>
        r.user ? (
          <>
            <Link to={userPath(r.user._id)}>{r.user.name}</Link>
            <span className="ops-cell-sub">
              <Phone number={r.user.phoneNumber} />
            </span>
          </>
        ) : (
          '-'
        ),
    },
    {
      title: 'Amount',
      key: 'amount',
      width: 110,
      align: 'right',
      render: (_v, r) => (
        <Typography.Text strong type={r.amount < 0 ? 'danger' : undefined}>
          {fmtMoney(r.amount)}
        </Typography.Text>
      ),
    },
    {
      title: 'Kind',
      key: 'kind',
      width: 130,
      hiddenByDefault: true,
      render: (_v, r) => moneyApprovalKindLabel(r.kind),
    },
    {
      title: 'Reason',
      key: 'reason',
      width: 160,
      render: (_v, r) => (
        <>
          {r.additionalReason ?? '-'}
          {r.customComment && <span className="ops-cell-sub">{r.customComment}</span>}
        </>
      ),
    },
    { title: 'Requested by', key: 'requestedBy', width: 140, render: (_v, r) => r.requestedBy?.name ?? '-' },
    {
      title: 'Status',
      key: 'status',
      width: 190,
      render: (_v, r) => (
        <>
          <Tag color={STATUS_COLORS[r.status]} data-testid={`approval-status-${r._id}`}>
            {approvalStatusLabel(r.status)}
          </Tag>
          <span className="ops-cell-sub">
            {r.status === 'PENDING' || r.status === 'EXPIRED'
              ? `Expires ${when(r.expiresAt)}`
              : `${r.decidedBy?.name ?? ''}, ${when(r.decidedAt)}`}
          </span>
          {r.rejectionReason && <span className="ops-cell-sub">{r.rejectionReason}</span>}
        </>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      width: 170,
      render: (_v, r) => {
        if (r.status !== 'PENDING') return null;
        const buttons = (
          <Space>
            <Button
              type="primary"
              size="small"
              disabled={!!r.refusal}
              loading={busyId === r._id}
              onClick={() => onApprove(r)}
              data-testid={`approve-${r._id}`}
            >
              Approve
            </Button>
            <Button
              danger
              size="small"
              disabled={!!r.refusal}
              onClick={() => onReject(r)}
              data-testid={`reject-${r._id}`}
            >
              Reject
            </Button>
          </Space>
        );
        // The server's own reason why this user cannot decide it (their own request, a lower rank, ...).
        return r.refusal ? <Tooltip title={r.refusal}>{buttons}</Tooltip> : buttons;
      },
    },
  ];
}
