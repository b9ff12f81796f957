import { useState } from 'react';
import { Button, Segmented } from 'antd';
import { useNavigate } from 'react-router';
import { MONEY_APPROVALS_EXPORT } from '@ops/shared/exports/moneyApprovalsExportFields';
import {
  APPROVAL_LIST_STATUSES,
  DEFAULT_APPROVAL_LIST_STATUS,
  MONEY_APPROVALS_LIST,
  type ApprovalListStatus,
  type MoneyApprovalsSortField,
} from '@ops/shared/lists/moneyApprovals';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { fmtMoney } from '../../lib/format';
import { appPath } from '../../app/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { approvalColumns } from './approvalColumns';
import { APPROVAL_STATUS_LABELS } from '@ops/shared/rules/moneyApprovalLabels';
import { ApprovalsFilterPanel } from './ApprovalsFilterPanel';
import {
  useApproveMoneyRequestMutation,
  useGetMoneyApprovalsQuery,
  useRejectMoneyRequestMutation,
  type ApprovalRow,
} from './approvalsApi';

type StatusChoice = ApprovalListStatus;
const STATUS_LABELS = APPROVAL_STATUS_LABELS;

/** The columns the server sorts by (shared/lists/moneyApprovals.ts). */
const SORTED_COLUMNS: Readonly<Record<string, MoneyApprovalsSortField>> = {
  requestedAt: 'requestedAt',
  amount: 'amount',
};

const EMPTY: Record<StatusChoice, { title: string; description: string }> = {
  PENDING: {
    title: 'Nothing waits for approval',
    description:
      'Balance edits above a role’s threshold appear here until a second user approves or rejects them.',
  },
  APPROVED: {
    title: 'No approved requests',
    description: 'Requests you asked for, decided or may decide appear here once approved.',
  },
  REJECTED: { title: 'No rejected requests', description: 'Rejected requests keep their reason here.' },
  EXPIRED: {
    title: 'No expired requests',
    description: 'A request not decided within 24 hours expires and can no longer be approved.',
  },
  ALL: { title: 'No requests yet', description: 'Balance edits above a role’s threshold appear here.' },
};

/**
 * /app/approvals (issue 7 §4): a second signature on large money edits. Export and export
 * selected with users.EXPORT; the server writes only the rows this viewer's list holds.
 */
export default function ApprovalsPage() {
  const list = useListState(MONEY_APPROVALS_LIST);
  const status = list.filters.status ?? DEFAULT_APPROVAL_LIST_STATUS;
  const setStatus = (next: StatusChoice) =>
    list.setFilters({ ...list.filters, status: next === DEFAULT_APPROVAL_LIST_STATUS ? undefined : next });
  const { data, isLoading, isFetching, error, refetch } = useGetMoneyApprovalsQuery(list.request);
  const canSeeThresholds = useCan(gate('settings.VIEW_TAB'));
  const navigate = useNavigate();
  const [approve, approveState] = useApproveMoneyRequestMutation();
  const [reject, rejectState] = useRejectMoneyRequestMutation();
  const [confirming, setConfirming] = useState<ApprovalRow | null>(null);
  const [rejecting, setRejecting] = useState<ApprovalRow | null>(null);
  const exporter = useExport(MONEY_APPROVALS_EXPORT);

  const onApprove = async (row: ApprovalRow) => {
    try {
      const done = await approve({ id: row._id }).unwrap();
      notice.success(
        `Approved: ${fmtMoney(done.amount)} to ${done.user?.name ?? 'the user'}; new balance ${fmtMoney(done.walletLog?.currBalance ?? 0)}`,
      );
    } catch {
      // The notices listener shows the server's reason (already approved, expired, ...).
    } finally {
      setConfirming(null);
    }
  };
  const onReject = async (row: ApprovalRow, reason: string) => {
    try {
      await reject({ id: row._id, reason }).unwrap();
      notice.success('Request rejected');
    } catch {
      // As above.
    } finally {
      setRejecting(null);
    }
  };

  // A requester's name filters the list to their requests (the filter panel shows who).
  const requesterFilterLink = (r: ApprovalRow) =>
    r.requestedBy ? (
      <Button
        type="link"
        size="small"
        style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
        onClick={() => list.setFilters({ ...list.filters, requestedBy: r.requestedBy!._id })}
        aria-label={`Show only requests by ${r.requestedBy.name}`}
        data-testid={`approvals-requester-${r._id}`}
      >
        {r.requestedBy.name}
      </Button>
    ) : (
      '-'
    );
  const requesterName =
    data?.approvals.find((r) => r.requestedBy?._id === list.filters.requestedBy)?.requestedBy?.name ?? null;
  const columns: ListColumn<ApprovalRow, MoneyApprovalsSortField>[] = approvalColumns({
    onApprove: setConfirming,
    onReject: setRejecting,
    busyId: approveState.isLoading ? (approveState.originalArgs?.id ?? null) : null,
    // approvalColumns sets no sortField; the list's sortable ones get theirs here.
  })
    .map(({ sortField: _none, ...column }) => ({ ...column, sortField: SORTED_COLUMNS[column.key] }))
    .map((column) =>
      column.key === 'requestedBy'
        ? { ...column, render: (_v: unknown, r: ApprovalRow) => requesterFilterLink(r) }
        : column,
    );

  return (
    <ListPage<ApprovalRow, typeof list.filters, MoneyApprovalsSortField>
      title="Pending approvals"
      subtitle="Money edits above a threshold wait here for a second signature. You cannot decide your own requests."
      list={list}
      search={false}
      filters={<ApprovalsFilterPanel list={list} requesterName={requesterName} />}
      headerButtons={
        canSeeThresholds ? (
          <Button
            onClick={() => navigate(appPath('approval-thresholds'))}
            data-testid="approvals-thresholds-link"
          >
            Thresholds
          </Button>
        ) : undefined
      }
      above={
        <Segmented<StatusChoice>
          value={status}
          onChange={setStatus}
          options={APPROVAL_LIST_STATUSES.map((value) => ({ value, label: STATUS_LABELS[value] }))}
          data-testid="approvals-status"
          style={{ marginBottom: 12 }}
        />
      }
      onExport={exporter.allowed ? () => exporter.open(list.filters, data?.count) : undefined}
      onExportSelected={
        exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      columns={columns}
      rows={data?.approvals}
      total={data?.count ?? 0}
      rowKey={(r) => r._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      empty={EMPTY[status]}
      scrollX={1110}
      testId="approvals"
      below={
        <>
          <ConfirmDialog
            open={!!confirming}
            title="Approve this change?"
            subtitle={
              confirming
                ? `${fmtMoney(confirming.amount)} to ${confirming.user?.name ?? 'the user'}, asked by ${confirming.requestedBy?.name ?? 'someone'}. The money moves now.`
                : undefined
            }
            confirmText="Approve"
            loading={approveState.isLoading}
            onConfirm={() => confirming && void onApprove(confirming)}
            onCancel={() => setConfirming(null)}
          />
          <ConfirmDialog
            open={!!rejecting}
            title="Reject this change?"
            subtitle={
              rejecting
                ? `${fmtMoney(rejecting.amount)} to ${rejecting.user?.name ?? 'the user'}. Nothing moves; the reason is kept.`
                : undefined
            }
            confirmText="Reject"
            danger
            withReason
            reasonRequired
            loading={rejectState.isLoading}
            onConfirm={(reason) => rejecting && void onReject(rejecting, reason)}
            onCancel={() => setRejecting(null)}
          />
          <ExportControls exporter={exporter} />
        </>
      }
    />
  );
}
