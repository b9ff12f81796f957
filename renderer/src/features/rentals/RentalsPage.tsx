import { Link } from 'react-router';
import { RENTALS_EXPORT } from '@ops/shared/exports/rentalsExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Button, Tag, Timeline, Typography } from 'antd';
import { RENTALS_LIST, type RentalsSortField } from '@ops/shared/lists/rentals';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { RENTAL_STATUS_LABELS, type RentalStatus } from '@ops/shared/rules/rentals';
import { appPath, vehiclePath } from '../../app/paths';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { Phone } from '../../components/Phone';
import { fmtDate, fmtEgp } from '../users/userPage/format';
import { RentalActions } from './RentalActions';
import { RentalsFilterPanel } from './RentalsFilterPanel';
import { useGetDayRentalsQuery, type DayRentalRow } from './rentalsApi';
import { UserCell } from '../../components/list/UserCell';

const STATUS_COLOURS: Record<RentalStatus, string> = {
  pending: 'gold',
  ready: 'blue',
  delivered: 'green',
  collected: 'default',
};
const statusLabel = (status: string | null | undefined) =>
  status ? (RENTAL_STATUS_LABELS[status as RentalStatus] ?? status) : 'Booked';
const stop = (event: React.MouseEvent) => event.stopPropagation();

function columns(mayMove: boolean): ListColumn<DayRentalRow, RentalsSortField>[] {
  return [
    {
      key: 'user',
      title: 'User',
      width: 180,
      render: (_v, row) => <UserCell user={row.user} />,
    },
    {
      key: 'phone',
      title: 'Phone',
      width: 140,
      render: (_v, row) => <Phone number={row.user?.phoneNumber} />,
    },
    { key: 'area', title: 'Area', width: 120, render: (_v, row) => row.area?.name ?? '-' },
    {
      key: 'rentalDate',
      title: 'Rental Day',
      width: 120,
      sortField: 'rentalDate',
      render: (_v, row) => row.rentalDate,
    },
    {
      key: 'status',
      title: 'Status',
      width: 110,
      render: (_v, row) => (
        <Tag color={STATUS_COLOURS[row.status as RentalStatus] ?? 'default'} data-testid="rental-status">
          {statusLabel(row.status)}
        </Tag>
      ),
    },
    {
      key: 'vehicle',
      title: 'Vehicle',
      width: 110,
      render: (_v, row) =>
        row.vehicle ? (
          <Link to={vehiclePath(row.vehicle.code)} onClick={stop}>
            {row.vehicle.code}
          </Link>
        ) : (
          '-'
        ),
    },
    { key: 'price', title: 'Price', width: 100, align: 'right', render: (_v, row) => fmtEgp(row.price) },
    {
      key: 'address',
      title: 'Delivery Address',
      width: 200,
      render: (_v, row) => row.deliveryAddress ?? '-',
    },
    {
      key: 'createdAt',
      title: 'Booked At',
      width: 160,
      sortField: 'createdAt',
      render: (_v, row) => fmtDate(row.createdAt),
    },
    {
      key: 'actions',
      title: 'Actions',
      width: 220,
      render: (_v, row) => <RentalActions rental={row} mayMove={mayMove} />,
    },
  ];
}

/** Every recorded step of a rental, oldest first: who moved it, when, with which vehicle. */
function RentalHistory({ rental }: { rental: DayRentalRow }) {
  return (
    <Timeline
      data-testid="rental-history"
      items={rental.events.map((event) => ({
        color:
          STATUS_COLOURS[event.to as RentalStatus] === 'default'
            ? 'gray'
            : STATUS_COLOURS[event.to as RentalStatus],
        children: (
          <Typography.Text>
            {event.from ? `${statusLabel(event.from)} → ${statusLabel(event.to)}` : 'Booked'} ·{' '}
            {fmtDate(event.at)}
            {event.by ? ` · ${event.by.name}` : ' · rider app'}
            {event.vehicle ? ` · ${event.vehicle.code}` : ''}
            {event.note ? ` · ${event.note}` : ''}
          </Typography.Text>
        ),
      }))}
    />
  );
}

/**
 * /app/rentals (rentals.VIEW_PAGE): day rentals, newest booking first, moved through pending,
 * ready, delivered and collected (rentals.UPDATE_STATUS), each step recorded and shown under
 * its row. New bookings arrive live (NEW_DAY_RENTAL).
 */
export default function RentalsPage() {
  const list = useListState(RENTALS_LIST);
  const mayMove = useCan(gate('rentals.UPDATE_STATUS'));
  const result = useGetDayRentalsQuery(list.request);
  const exporter = useListExport(RENTALS_EXPORT, list.filters, result.data?.totalRentals ?? 0);
  return (
    <ListPage
      title="Rentals"
      list={list}
      columns={columns(mayMove)}
      rows={result.data?.rentals}
      total={result.data?.totalRentals ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      scrollX={1550}
      filters={<RentalsFilterPanel list={list} />}
      headerButtons={
        <Link to={appPath('rental/analytics')}>
          <Button>Analytics</Button>
        </Link>
      }
      expandable={{
        expandedRowRender: (row) => <RentalHistory rental={row} />,
        rowExpandable: (row) => row.events.length > 0,
      }}
      rowAttributes={(row) => ({ 'data-status': row.status, 'data-rental': row._id })}
      empty={{ title: 'No rentals yet', filteredTitle: 'No rentals match these filters' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="rentals"
    />
  );
}
