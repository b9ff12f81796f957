import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { Button, Col, Image, Row, Select, Tag } from 'antd';
import { INVENTORY_REQUESTS_EXPORTS } from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_REQUESTS_LIST } from '@ops/shared/lists/inventory';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import {
  INVENTORY_STATE_ERRORS,
  REQUEST_STATUSES,
  type RequestKind,
  type RequestStatus,
} from '@ops/shared/rules/inventory';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { inventoryItemPath, vehiclePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { dateText, REQUEST_STATUS_LABELS } from './format';
import { useInventoryRequestsQuery, type RequestRow } from './inventoryApi';
import { RequestActions } from './RequestActions';
import { RequestDialog } from './RequestDialog';

const STATUS_COLORS: Record<string, string> = {
  pending: 'gold',
  fulfilled: 'blue',
  refused: 'default',
  consumed: 'green',
};

function columns(kind: RequestKind): ListColumn<RequestRow, 'createdAt'>[] {
  return [
    {
      key: 'createdAt',
      title: 'Requested',
      sortField: 'createdAt',
      render: (_v, r) => dateText(r.createdAt),
    },
    { key: 'requestedBy', title: 'By', render: (_v, r) => r.requestedBy.name },
    {
      key: 'item',
      title: 'Item',
      render: (_v, r) => <Link to={inventoryItemPath(r.item._id)}>{r.item.name}</Link>,
    },
    { key: 'quantity', title: 'Quantity', render: (_v, r) => r.quantity },
    { key: 'warehouse', title: 'Warehouse', render: (_v, r) => r.warehouse.name },
    {
      key: 'vehicle',
      title: 'Vehicle',
      render: (_v, r) => (r.vehicle ? <Link to={vehiclePath(r.vehicle.code)}>{r.vehicle.code}</Link> : '-'),
    },
    { key: 'reason', title: 'Reason', render: (_v, r) => r.reason },
    ...(kind === 'damaged'
      ? [
          {
            key: 'photo',
            title: 'Photo',
            render: (_v: unknown, r: RequestRow) =>
              r.imageLink ? <Image src={r.imageLink} width={40} height={40} alt="" /> : '-',
          },
        ]
      : []),
    {
      key: 'status',
      title: 'Status',
      render: (_v, r) => (
        <Tag color={STATUS_COLORS[r.status]}>{REQUEST_STATUS_LABELS[r.status] ?? r.status}</Tag>
      ),
    },
    {
      key: 'decision',
      title: 'Decision',
      render: (_v, r) =>
        r.decidedBy
          ? `${r.decidedBy.name}, ${dateText(r.decidedAt)}${r.decisionComment ? `: ${r.decisionComment}` : ''}`
          : '-',
    },
    { key: 'actions', title: 'Actions', render: (_v, r) => <RequestActions request={r} /> },
  ];
}

/**
 * /app/inventory/requests and /app/inventory/damaged-parts-requests: one list per kind, and
 * one export per kind (for those who see every request: inventory.MANAGE_STOCK).
 */
export function RequestsList({ kind, title }: { kind: RequestKind; title: string }) {
  const list = useListState(INVENTORY_REQUESTS_LIST);
  const applied = { ...list.filters, kind };
  const filters = serializeFilters(applied) ?? null;
  const result = useInventoryRequestsQuery({ ...list.request, filters });
  const cols = useMemo(() => columns(kind), [kind]);
  const mayRequest = useCan(gate('inventory.REQUEST_PARTS'));
  const [open, setOpen] = useState(false);
  const exporter = useExport(INVENTORY_REQUESTS_EXPORTS[kind]);
  return (
    <>
      <ListPage
        title={title}
        list={list}
        columns={cols}
        rows={result.data?.requests}
        total={result.data?.totalCount ?? 0}
        rowKey={(r) => r._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={INVENTORY_STATE_ERRORS.data}
        onRetry={() => void result.refetch()}
        search={false}
        filters={
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <label className="ops-filter-label">Status</label>
              <Select
                style={{ width: '100%' }}
                value={list.filters.status ?? 'all'}
                options={[
                  { value: 'all', label: 'All' },
                  ...REQUEST_STATUSES.map((s) => ({ value: s, label: REQUEST_STATUS_LABELS[s] })),
                ]}
                onChange={(value: string) =>
                  list.patchFilters({ status: value === 'all' ? undefined : (value as RequestStatus) })
                }
              />
            </Col>
          </Row>
        }
        headerButtons={
          mayRequest ? (
            <Button type="primary" onClick={() => setOpen(true)} data-testid="request-new">
              {kind === 'part' ? 'Request parts' : 'Report damaged parts'}
            </Button>
          ) : undefined
        }
        onExport={exporter.allowed ? () => exporter.open(applied, result.data?.totalCount) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((r) => r._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{
          title: kind === 'part' ? 'No requests yet' : 'No damaged parts reported',
          filteredTitle: 'No requests match these filters',
        }}
        testId={`inventory-requests-${kind}`}
      />
      <RequestDialog kind={kind} open={open} onClose={() => setOpen(false)} />
      <ExportControls exporter={exporter} />
    </>
  );
}
