import { useState } from 'react';
import { Button, Table } from 'antd';
import {
  DISTRIBUTIONS_EXPORT,
  neighbourhoodsOf,
  vehiclesToDistribute,
} from '@ops/shared/exports/distributionsExportFields';
import { DISTRIBUTIONS_LIST, type DistributionsSortField } from '@ops/shared/lists/distributions';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime } from '../../lib/format';
import { AddPointsPanel } from './AddPointsPanel';
import { DistributionsFilterPanel } from './DistributionsFilterPanel';
import { useDistributionsListQuery, type DistributionRow } from './distributionsApi';

const COLUMNS: ListColumn<DistributionRow, DistributionsSortField>[] = [
  { key: 'areaName', title: 'Area', render: (_v, row) => <strong>{row.areaName}</strong> },
  {
    key: 'dateCreated',
    title: 'Date created',
    sortField: 'dateCreated',
    render: (_v, row) => formatDateTime(row.dateCreated),
  },
  {
    key: 'points',
    title: 'Points',
    align: 'right',
    render: (_v, row) => row.coordinatesWithDistribution.length,
  },
  {
    key: 'vehicles',
    title: 'Vehicles to distribute',
    align: 'right',
    render: (_v, row) => vehiclesToDistribute(row.coordinatesWithDistribution),
  },
  {
    key: 'neighbourhoods',
    title: 'Neighbourhoods',
    render: (_v, row) => neighbourhoodsOf(row.coordinatesWithDistribution) || '-',
  },
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
 * 'Add points' (areas.EDIT) opens the add-points mode on the map. Export with
 * vehicles.EXPORT (distribution has none): by the filters, so not while searching.
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
  const exporter = useExport(DISTRIBUTIONS_EXPORT);
  // The export follows the filters; a search is not one of them, so only a selection exports then.
  const searching = list.search !== '';
  return (
    <>
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
        onExport={
          exporter.allowed && !searching ? () => exporter.open(list.filters, data?.totalRows) : undefined
        }
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{ title: 'No distributions yet', filteredTitle: 'No distributions match these filters' }}
        testId="distributions"
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
