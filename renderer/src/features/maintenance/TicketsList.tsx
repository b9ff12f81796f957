import { useState } from 'react';
import { MAINTENANCE_TICKETS_EXPORT } from '@ops/shared/exports/maintenanceExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Button, Space } from 'antd';
import { Link } from 'react-router';
import { MAINTENANCE_TICKETS_LIST, type MaintenanceSortField } from '@ops/shared/lists/maintenance';
import {
  MAINTENANCE_TICKET_STATUS_LABELS,
  MAINTENANCE_TICKET_STATUSES,
  ticketRefusal,
  type MaintenanceTicketAction,
  type MaintenanceTicketStatus,
} from '@ops/shared/rules/maintenance';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { formatDateTime } from '../../lib/format';
import { useAppSelector } from '../../app/hooks';
import { vehiclePath } from '../../app/paths';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { notice } from '../../lib/notices';
import { selectRole, selectUser } from '../auth/sessionSlice';
import { MaintenanceFilterPanel } from './MaintenanceFilterPanel';
import { TicketStatusTag } from './MaintenanceStatusTag';
import { OpenTicketDialog } from './OpenTicketDialog';
import {
  useAcceptMaintenanceTicketMutation,
  useGetMaintenanceTicketsQuery,
  useRejectMaintenanceTicketMutation,
  type MaintenanceTicketRow,
} from './maintenanceApi';

const STATUSES = MAINTENANCE_TICKET_STATUSES.map((s) => ({
  value: s,
  label: MAINTENANCE_TICKET_STATUS_LABELS[s],
}));
const LABELS: Record<MaintenanceTicketAction, string> = { accept: 'Accept', reject: 'Reject' };

/** Maintenance Tickets (02 §4: open / accepted / rejected); 02 §2: no Search toggle. */
export function TicketsList() {
  const list = useListState(MAINTENANCE_TICKETS_LIST, { prefix: 'tickets' });
  const { data, isLoading, isFetching, error, refetch } = useGetMaintenanceTicketsQuery(list.request);
  const exporter = useListExport(MAINTENANCE_TICKETS_EXPORT, list.filters, data?.totalCount ?? 0);
  const role = useAppSelector(selectRole);
  const me = useAppSelector(selectUser);
  const canOpen = useCan(gate('maintenance.OPEN_TICKETS'));
  const [opening, setOpening] = useState(false);
  const [pending, setPending] = useState<{
    ticket: MaintenanceTicketRow;
    action: MaintenanceTicketAction;
  } | null>(null);
  const [accept, accepting] = useAcceptMaintenanceTicketMutation();
  const [reject, rejecting] = useRejectMaintenanceTicketMutation();

  const run = async (reason: string) => {
    if (!pending) return;
    const { ticket, action } = pending;
    // Failures are the notice listener's (the server's words); the dialog stays open.
    const done = await (
      action === 'accept' ? accept({ _id: ticket._id }) : reject({ _id: ticket._id, reason })
    )
      .unwrap()
      .catch(() => null);
    if (!done) return;
    notice.success(
      action === 'accept' ? `Ticket accepted: a record is open for ${ticket.vehicleCode}` : 'Ticket rejected',
    );
    setPending(null);
  };

  const columns: ListColumn<MaintenanceTicketRow, MaintenanceSortField>[] = [
    {
      key: 'vehicle',
      title: 'Vehicle',
      sortField: 'vehicleCode',
      render: (_v, t) => <Link to={vehiclePath(t.vehicleCode)}>{t.vehicleCode}</Link>,
    },
    { key: 'area', title: 'Area', render: (_v, t) => t.area?.name ?? '-' },
    { key: 'status', title: 'Status', render: (_v, t) => <TicketStatusTag status={t.status} /> },
    { key: 'description', title: 'Problem', render: (_v, t) => t.description },
    { key: 'openedBy', title: 'Opened by', render: (_v, t) => t.openedBy?.name ?? '-' },
    {
      key: 'createdAt',
      title: 'Created',
      sortField: 'createdAt',
      render: (_v, t) => formatDateTime(t.createdAt),
    },
    {
      key: 'reviewed',
      title: 'Reviewed',
      render: (_v, t) =>
        t.reviewedAt ? `${formatDateTime(t.reviewedAt)} · ${t.reviewedBy?.name ?? ''}` : '-',
    },
    { key: 'rejectionReason', title: 'Rejection reason', render: (_v, t) => t.rejectionReason ?? '-' },
    {
      key: 'actions',
      title: 'Actions',
      fixed: 'right',
      width: 190,
      render: (_v, t) => (
        <Space size={4}>
          {(['accept', 'reject'] as const)
            .filter(
              (action) =>
                ticketRefusal(
                  action,
                  { status: t.status as MaintenanceTicketStatus, openedBy: t.openedBy?._id ?? null },
                  role,
                  me?._id ?? '',
                ) === null,
            )
            .map((action) => (
              <Button
                key={action}
                size="small"
                type={action === 'accept' ? 'primary' : 'default'}
                danger={action === 'reject'}
                onClick={() => setPending({ ticket: t, action })}
                data-testid={`ticket-${action}-${t.vehicleCode}`}
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
      title="Maintenance Tickets"
      list={list}
      columns={columns}
      rows={data?.tickets}
      total={data?.totalCount ?? 0}
      rowKey={(t) => t._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      search={false}
      filters={<MaintenanceFilterPanel list={list} statuses={STATUSES} name="tickets" />}
      headerButtons={
        canOpen && (
          <Button type="primary" onClick={() => setOpening(true)} data-testid="ticket-open">
            Open ticket
          </Button>
        )
      }
      scrollX={1250}
      rowAttributes={(t) => ({
        'data-ticket': t._id,
        'data-status': t.status,
        'data-vehicle': t.vehicleCode,
      })}
      empty={{
        title: 'No maintenance tickets yet',
        filteredTitle: 'No maintenance tickets match these filters',
      }}
      {...exporter.listProps}
      testId="maintenance-tickets"
      below={
        <>
          {exporter.controls}
          <ConfirmDialog
            open={pending !== null}
            title={pending ? `${LABELS[pending.action]} ticket: ${pending.ticket.vehicleCode}` : undefined}
            subtitle={
              pending?.action === 'accept'
                ? 'A pending maintenance record is opened for this vehicle.'
                : pending?.ticket.description
            }
            confirmText={pending ? LABELS[pending.action] : undefined}
            withReason={pending?.action === 'reject'}
            reasonLabel="Rejection reason"
            reasonRequired
            danger={pending?.action === 'reject'}
            loading={accepting.isLoading || rejecting.isLoading}
            onConfirm={(reason) => void run(reason)}
            onCancel={() => setPending(null)}
          />
          <OpenTicketDialog open={opening} onClose={() => setOpening(false)} />
        </>
      }
    />
  );
}
