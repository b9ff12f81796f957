import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Col, Row, Select, Tag } from 'antd';
import {
  CUSTODY_STATUS_LABELS,
  CUSTODY_TRANSFERS_EXPORT,
} from '@ops/shared/exports/custodyTransfersExportFields';
import { CUSTODY_TRANSFERS_LIST } from '@ops/shared/lists/inventory';
import { CUSTODY_STATUSES, type CustodyStatus } from '@ops/shared/rules/custody';
import { appPath, userPath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { dateText } from '../inventory/format';
import { CustodyTransferDrawer } from './CustodyTransferDrawer';
import { BatteriesPhoto } from './BatteriesPhoto';
import { useGetCustodyTransfersQuery, type CustodyRow } from './custodyApi';
import './custody.css';

/** This list, as it is filtered now, with the transfer `id` open. */
function transferHref(params: URLSearchParams, id: string): string {
  const next = new URLSearchParams(params);
  next.set('id', id);
  return `${appPath('custody-transfer')}?${next.toString()}`;
}

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

const person = (p: CustodyRow['giver']) => (
  <Link to={userPath(p._id)} onClick={(e) => e.stopPropagation()}>
    {p.name}
  </Link>
);

function columns(): ListColumn<CustodyRow, 'createdAt'>[] {
  return [
    { key: 'createdAt', title: 'Created', sortField: 'createdAt', render: (_v, t) => dateText(t.createdAt) },
    { key: 'area', title: 'Area', render: (_v, t) => t.area?.name ?? '-' },
    {
      key: 'status',
      title: 'Status',
      render: (_v, t) => (
        <Tag color={t.status === 'accepted' ? 'green' : 'gold'}>
          {CUSTODY_STATUS_LABELS[t.status as CustodyStatus] ?? t.status}
        </Tag>
      ),
    },
    { key: 'giver', title: 'Giver', render: (_v, t) => person(t.giver) },
    { key: 'receiver', title: 'Receiver', render: (_v, t) => person(t.receiver) },
    {
      key: 'batteries',
      title: 'Batteries (giver / receiver)',
      render: (_v, t) => (
        <span className={t.mismatch ? 'custody-mismatch-count' : undefined}>
          {t.batteriesCountGiver} / {t.batteriesCountReceiver ?? '-'}
          {t.mismatch && (
            <Tag color="red" style={{ marginLeft: 8 }}>
              Mismatch
            </Tag>
          )}
        </span>
      ),
    },
    {
      key: 'photoGiver',
      title: 'Giver photo',
      render: (_v, t) => <BatteriesPhoto imageUrl={t.batteriesImageGiver} />,
    },
    {
      key: 'photoReceiver',
      title: 'Receiver photo',
      render: (_v, t) => <BatteriesPhoto imageUrl={t.batteriesImageReceiver} />,
    },
    { key: 'acceptedAt', title: 'Accepted at', render: (_v, t) => dateText(t.acceptedAt) },
    {
      key: 'checkout',
      title: 'Checkout permission given',
      render: (_v, t) => yesNo(t.checkoutPermissionGiven),
    },
    { key: 'ignoreValidation', title: 'Ignore validation', render: (_v, t) => yesNo(t.ignoreValidation) },
  ];
}

/**
 * /app/custody-transfer: batteries handed between field staff; a count mismatch is highlighted
 * and opens a supervisor task. Exported with inventory.EXPORT (custodyTransfer has no
 * export), by the filters only: a selection column would take the first cell, which opens
 * the transfer (the custody e2e clicks it).
 */
export default function CustodyTransfersPage() {
  const list = useListState(CUSTODY_TRANSFERS_LIST);
  const result = useGetCustodyTransfersQuery(list.request);
  const cols = useMemo(() => columns(), []);
  const [params, setParams] = useSearchParams();
  const open = params.get('id');
  const exporter = useExport(CUSTODY_TRANSFERS_EXPORT);
  return (
    <>
      <ListPage
        title="Custody Transfer"
        list={list}
        columns={cols}
        rows={result.data?.custodyTransfers}
        total={result.data?.totalCount ?? 0}
        rowKey={(t) => t._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        search={false}
        rowClassName={(t) => (t.mismatch ? 'custody-mismatch-row' : '')}
        rowAttributes={(t) => ({ 'data-mismatch': String(t.mismatch) })}
        filters={
          <Row gutter={16}>
            <Col xs={24} sm={8}>
              <label className="ops-filter-label">Status</label>
              <Select
                style={{ width: '100%' }}
                value={list.filters.status ?? 'all'}
                options={[
                  { value: 'all', label: 'All' },
                  ...CUSTODY_STATUSES.map((s) => ({ value: s, label: CUSTODY_STATUS_LABELS[s] })),
                ]}
                onChange={(value: string) =>
                  list.patchFilters({ status: value === 'all' ? undefined : (value as CustodyStatus) })
                }
              />
            </Col>
            <Col xs={24} sm={8}>
              <label className="ops-filter-label">Battery counts</label>
              <Select
                style={{ width: '100%' }}
                value={list.filters.mismatch === undefined ? 'all' : list.filters.mismatch ? 'yes' : 'no'}
                options={[
                  { value: 'all', label: 'All' },
                  { value: 'yes', label: 'Mismatch' },
                  { value: 'no', label: 'Matching' },
                ]}
                onChange={(value: string) =>
                  list.patchFilters({ mismatch: value === 'all' ? undefined : value === 'yes' })
                }
                data-testid="custody-mismatch-filter"
              />
            </Col>
          </Row>
        }
        onOpenRow={(t) => setParams((p) => (p.set('id', t._id), p))}
        // The open transfer is in the address, so its row is a link too (a new tab opens it there).
        rowHref={(t) => transferHref(params, t._id)}
        onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalCount) : undefined}
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{
          title: 'No custody transfers yet',
          filteredTitle: 'No custody transfers match these filters',
        }}
        testId="custody-transfers"
      />
      <ExportControls exporter={exporter} />
      <CustodyTransferDrawer id={open} onClose={() => setParams((p) => (p.delete('id'), p))} />
    </>
  );
}
