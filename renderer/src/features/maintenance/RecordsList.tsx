import { useState } from 'react';
import { MAINTENANCE_RECORDS_EXPORT } from '@ops/shared/exports/maintenanceExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Button, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { MAINTENANCE_RECORDS_LIST, type MaintenanceSortField } from '@ops/shared/lists/maintenance';
import {
  MAINTENANCE_RECORD_STATUS_LABELS,
  MAINTENANCE_RECORD_STATUSES,
  recordRefusal,
  type MaintenanceRecordAction,
  type MaintenanceRecordStatus,
} from '@ops/shared/rules/maintenance';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../app/hooks';
import { vehiclePath } from '../../app/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { notice } from '../../lib/notices';
import { selectRole } from '../auth/sessionSlice';
import { MaintenanceFilterPanel } from './MaintenanceFilterPanel';
import { RecordStatusTag } from './MaintenanceStatusTag';
import {
  useGetMaintenanceRecordsQuery,
  useRejectMaintenanceRecordMutation,
  useResolveMaintenanceRecordMutation,
  useSubmitMaintenanceRecordMutation,
  type MaintenanceRecordRow,
} from './maintenanceApi';

const STATUSES = MAINTENANCE_RECORD_STATUSES.map((s) => ({
  value: s,
  label: MAINTENANCE_RECORD_STATUS_LABELS[s],
}));
const LABELS: Record<MaintenanceRecordAction, string> = {
  submit: 'Submit',
  resolve: 'Resolve',
  reject: 'Reject',
};
const DONE: Record<MaintenanceRecordAction, string> = {
  submit: 'Record submitted',
  resolve: 'Record resolved',
  reject: 'Record sent back to pending',
};

type Pending = { record: MaintenanceRecordRow; action: MaintenanceRecordAction } | null;

/** Records (02 §4: pending / submitted / resolved), searched by vehicle code. */
export function RecordsList() {
  const list = useListState(MAINTENANCE_RECORDS_LIST, { prefix: 'records' });
  const { data, isLoading, isFetching, error, refetch } = useGetMaintenanceRecordsQuery({
    ...list.request,
    searchTerm: list.search || undefined,
  });
  const exporter = useListExport(MAINTENANCE_RECORDS_EXPORT, list.filters, data?.totalCount ?? 0);
  const role = useAppSelector(selectRole);
  const [pending, setPending] = useState<Pending>(null);
  const [submit, submitting] = useSubmitMaintenanceRecordMutation();
  const [resolve, resolving] = useResolveMaintenanceRecordMutation();
  const [reject, rejecting] = useRejectMaintenanceRecordMutation();

  const run = async (reason: string) => {
    if (!pending) return;
    const { record, action } = pending;
    const call =
      action === 'submit'
        ? submit({ _id: record._id, workDone: reason })
        : action === 'resolve'
          ? resolve({ _id: record._id })
          : reject({ _id: record._id, reason });
    // Failures are the notice listener's (the server's words); the dialog stays open.
    const done = await call.unwrap().catch(() => null);
    if (!done) return;
    notice.success(DONE[action]);
    setPending(null);
  };

  const actionsOf = (record: MaintenanceRecordRow) =>
    (['submit', 'resolve', 'reject'] as const).filter(
      (action) => recordRefusal(action, { status: record.status as MaintenanceRecordStatus }, role) === null,
    );

  const columns: ListColumn<MaintenanceRecordRow, MaintenanceSortField>[] = [
    {
      key: 'vehicle',
      title: 'Vehicle',
      sortField: 'vehicleCode',
      render: (_v, r) => <Link to={vehiclePath(r.vehicleCode)}>{r.vehicleCode}</Link>,
    },
    { key: 'area', title: 'Area', render: (_v, r) => r.area?.name ?? '-' },
    { key: 'status', title: 'Status', render: (_v, r) => <RecordStatusTag status={r.status} /> },
    { key: 'problem', title: 'Problem', render: (_v, r) => r.problem },
    {
      key: 'workDone',
      title: 'Work done',
      render: (_v, r) => (
        <>
          {r.workDone ?? '-'}
          {r.lastRejectionReason && r.status === 'pending' && (
            <div>
              <Typography.Text type="danger">{`Rejected: ${r.lastRejectionReason}`}</Typography.Text>
            </div>
          )}
        </>
      ),
    },
    {
      key: 'createdAt',
      title: 'Created',
      sortField: 'createdAt',
      render: (_v, r) => formatDateTime(r.createdAt),
    },
    {
      key: 'submitted',
      title: 'Submitted',
      render: (_v, r) =>
        r.submittedAt ? `${formatDateTime(r.submittedAt)} · ${r.submittedBy?.name ?? ''}` : '-',
    },
    {
      key: 'resolved',
      title: 'Resolved',
      render: (_v, r) =>
        r.resolvedAt ? `${formatDateTime(r.resolvedAt)} · ${r.resolvedBy?.name ?? ''}` : '-',
    },
    {
      key: 'rejections',
      title: 'Rejections',
      hiddenByDefault: true,
      align: 'right',
      render: (_v, r) => r.rejections,
    },
    {
      key: 'updatedAt',
      title: 'Updated',
      sortField: 'updatedAt',
      hiddenByDefault: true,
      render: (_v, r) => formatDateTime(r.updatedAt),
    },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      width: 190,
      render: (_v, r) => (
        <Space size={4} wrap>
          {actionsOf(r).map((action) => (
            <Button
              key={action}
              size="small"
              danger={action === 'reject'}
              type={action === 'resolve' ? 'primary' : 'default'}
              onClick={() => setPending({ record: r, action })}
              data-testid={`record-${action}-${r.vehicleCode}`}
            >
              {LABELS[action]}
            </Button>
          ))}
        </Space>
      ),
    },
  ];

  return (
    <ListPage
      title="Records"
      list={list}
      columns={columns}
      rows={data?.records}
      total={data?.totalCount ?? 0}
      rowKey={(r) => r._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      search={{ placeholder: 'Vehicle code' }}
      filters={<MaintenanceFilterPanel list={list} statuses={STATUSES} name="records" />}
      scrollX={1250}
      rowAttributes={(r) => ({ 'data-status': r.status, 'data-vehicle': r.vehicleCode })}
      empty={{
        title: 'No maintenance records yet',
        filteredTitle: 'No maintenance records match these filters',
      }}
      testId="maintenance-records"
      {...exporter.listProps}
      below={
        <>
          {exporter.controls}
          <ConfirmDialog
            open={pending !== null}
            title={pending ? `${LABELS[pending.action]} record: ${pending.record.vehicleCode}` : undefined}
            subtitle={
              pending?.action === 'resolve'
                ? 'The submitted work is accepted and the record is resolved.'
                : pending?.record.problem
            }
            confirmText={pending ? LABELS[pending.action] : undefined}
            withReason={pending?.action !== 'resolve'}
            reasonLabel={pending?.action === 'submit' ? 'Work done' : 'Rejection reason'}
            reasonRequired
            danger={pending?.action === 'reject'}
            loading={submitting.isLoading || resolving.isLoading || rejecting.isLoading}
            onConfirm={(reason) => void run(reason)}
            onCancel={() => setPending(null)}
          />
        </>
      }
    />
  );
}
