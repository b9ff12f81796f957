import { useState } from 'react';
import { Button, Table } from 'antd';
import { DISTRIBUTIONS_LIST, type DistributionsSortField } from '@ops/shared/lists/distributions';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime } from '../../lib/format';
import { AddPointsPanel } from './AddPointsPanel';
import { DistributionsFilterPanel } from './DistributionsFilterPanel';
import { useDistributionsListQuery, type DistributionRow } from './distributionsApi';

const total = (row: DistributionRow) => row.coordinatesWithDistribution.reduce((sum, p) => sum + p.vehiclesToDistribute, 0);
const neighbourhoods = (row: DistributionRow) => [...new Set(row.coordinatesWithDistribution.map((p) => p.neighborhood).filter(Boolean))].join(', ');

const COLUMNS: ListColumn<DistributionRow, DistributionsSortField>[] = [
  { key: 'areaName', title: 'Area', render: (_v, row) => <strong>{row.areaName}</strong> },
  { key: 'dateCreated', title: 'Date created', sortField: 'dateCreated', render: (_v, row) => formatDateTime(row.dateCreated) },
  { key: 'points', title: 'Points', align: 'right', render: (_v, row) => row.coordinatesWithDistribution.length },
  { key: 'vehicles', title: 'Vehicles to distribute', align: 'right', render: (_v, row) => total(row) },
  { key: 'neighbourhoods', title: 'Neighbourhoods', render: (_v, row) => neighbourhoods(row) || '-' },
];

function PointsTable({ row }: { row: DistributionRow }) {
  return (
    <Table
      size="small"
      pagination={false}
      rowKey={(_p, i) => String(i)}
      dataSource={row.coordinatesWithDistribution}
      columns={[
        { title: 'Point', dataIndex: 'pointName' },
        { title: 'Neighbourhood', dataIndex: 'neighborhood' },
        { title: 'Vehicles', dataIndex: 'vehiclesToDistribute', align: 'right' },
        { title: 'Position', render: (_v, p) => `${p.lat.toFixed(5)}, ${p.lng.toFixed(5)}` },
      ]}
    />
  );
}

/**
 * /app/distributions (distribution.VIEW_PAGE): where vehicles are to be placed, per area and
 * day, paged by the server (totalRows, totalPages), searched by point or neighbourhood;
 * 'Add points' (areas.EDIT) opens the add-points mode on the map.
 */
export default function DistributionsPage() {
  const list = useListState(DISTRIBUTIONS_LIST);
  const { data, isLoading, isFetching, error, refetch } = useDistributionsListQuery({
    pageNumber: list.request.pageNumber,
    rowsPerPage: list.request.rowsPerPage,
    filters: list.request.filters,
    searchTerm: list.search || undefined,
  });
  const canAdd = useCan(gate('areas.EDIT'));
  const [adding, setAdding] = useState(false);
  return (
    <ListPage
      title="Distributions"
      list={list}
      columns={COLUMNS}
      rows={data?.distributions}
      total={data?.totalRows ?? 0}
      rowKey={(row) => row._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      search={{ placeholder: 'Point or neighbourhood' }}
      filters={<DistributionsFilterPanel list={list} />}
      expandable={{ expandedRowRender: (row: DistributionRow) => <PointsTable row={row} /> }}
      headerButtons={
        canAdd &&
        !adding && (
          <Button type="primary" onClick={() => setAdding(true)} data-testid="distributions-add">
            Add points
          </Button>
        )
      }
      above={adding && <AddPointsPanel onClose={() => setAdding(false)} />}
      empty={{ title: 'No distributions yet', filteredTitle: 'No distributions match these filters' }}
      testId="distributions"
    />
  );
}
