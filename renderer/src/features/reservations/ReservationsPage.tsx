import { Link, useNavigate } from 'react-router';
import { Tag } from 'antd';
import { RESERVATIONS_EXPORT } from '@ops/shared/exports/reservationsExportFields';
import { RESERVATIONS_LIST, type ReservationsSortField } from '@ops/shared/lists/reservations';
import { RESERVATION_STATUS_LABELS, type ReservationStatus } from '@ops/shared/rules/reservations';
import { ridePath, vehiclePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { Phone } from '../../components/Phone';
import { fmtDate, fmtEgp } from '../users/userPage/format';
import { ReservationsFilterPanel } from './ReservationsFilterPanel';
import { useGetReservationsQuery, type ReservationRow } from './reservationsApi';
import { UserCell } from '../../components/list/UserCell';

const STATUS_COLOURS: Record<ReservationStatus, string> = {
  used: 'green',
  unused: 'blue',
  expired: 'default',
};
const stop = (event: React.MouseEvent) => event.stopPropagation();

const COLUMNS: ListColumn<ReservationRow, ReservationsSortField>[] = [
  {
    key: 'user',
    title: 'User',
    width: 180,
    render: (_v, row) => <UserCell user={row.user} />,
  },
  { key: 'phone', title: 'Phone', width: 140, render: (_v, row) => <Phone number={row.user?.phoneNumber} /> },
  {
    key: 'scooter',
    title: 'Scooter',
    width: 110,
    render: (_v, row) =>
      row.scooter ? (
        <Link to={vehiclePath(row.scooter.code)} onClick={stop}>
          {row.scooter.code}
        </Link>
      ) : (
        '-'
      ),
  },
  { key: 'area', title: 'Area', width: 120, render: (_v, row) => row.area?.name ?? '-' },
  {
    key: 'status',
    title: 'Status',
    width: 100,
    render: (_v, row) => (
      <Tag
        color={STATUS_COLOURS[row.status as ReservationStatus] ?? 'default'}
        data-testid="reservation-status"
      >
        {RESERVATION_STATUS_LABELS[row.status as ReservationStatus] ?? row.status}
      </Tag>
    ),
  },
  { key: 'minutes', title: 'Plan', width: 90, render: (_v, row) => `${row.minutes} min` },
  {
    key: 'cost',
    title: 'Cost',
    width: 100,
    align: 'right',
    sortField: 'cost',
    render: (_v, row) => fmtEgp(row.cost),
  },
  {
    key: 'reservedAt',
    title: 'Reserved At',
    width: 160,
    sortField: 'reservedAt',
    render: (_v, row) => fmtDate(row.reservedAt),
  },
  { key: 'expiresAt', title: 'Expires At', width: 160, render: (_v, row) => fmtDate(row.expiresAt) },
  { key: 'usedAt', title: 'Used At', width: 160, render: (_v, row) => fmtDate(row.usedAt) },
  {
    key: 'ride',
    title: 'Ride',
    width: 90,
    render: (_v, row) =>
      row.ride ? (
        <Link to={ridePath(row.ride)} onClick={stop}>
          Open
        </Link>
      ) : (
        '-'
      ),
  },
];

/**
 * /app/reservations (reservations.VIEW): vehicle reservations, newest first, used / unused /
 * expired (read when the page loads), their plan and cost from the area's reservation plans,
 * the total cost of what the filters match, and the Reservations export.
 */
export default function ReservationsPage() {
  const list = useListState(RESERVATIONS_LIST);
  const navigate = useNavigate();
  const result = useGetReservationsQuery(list.request);
  const exporter = useExport(RESERVATIONS_EXPORT);
  const total = result.data?.totalReservations ?? 0;
  return (
    <>
      <ListPage
        title="Reservations"
        subtitle={
          result.data ? (
            <span data-testid="reservations-total-cost">Total cost {fmtEgp(result.data.totalCost)}</span>
          ) : undefined
        }
        list={list}
        columns={COLUMNS}
        rows={result.data?.reservations}
        total={total}
        rowKey={(row) => row._id}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        onRetry={() => void result.refetch()}
        search={false}
        scrollX={1500}
        filters={<ReservationsFilterPanel list={list} />}
        onExport={exporter.allowed ? () => exporter.open(list.filters, total) : undefined}
        onExportSelected={
          exporter.allowed ? (rows) => exporter.openSelected(rows.map((row) => row._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        onOpenRow={(row) => row.ride && void navigate(ridePath(row.ride))}
        empty={{ title: 'No reservations yet', filteredTitle: 'No reservations match these filters' }}
        testId="reservations"
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
