import { Tag } from 'antd';
import { Link } from 'react-router';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { RIDES_LIST, type RidesSortField } from '@ops/shared/lists/rides';
import { appPath, ridePath } from '../../../app/paths';
import { ExportControls } from '../../../components/export/ExportControls';
import { useExport } from '../../../components/export/useExport';
import { ListPage, type ListColumn } from '../../../components/list/ListPage';
import { useListState } from '../../../components/list/useListState';
import { Phone } from '../../../components/Phone';
import { fmtDate, fmtDuration, fmtEgp } from '../../users/userPage/format';
import { useVehicleRidesQuery, type VehicleRideRow } from './vehiclePageApi';
import { formatPercent } from '../../../lib/format';

const battery = (value: number | null | undefined) => formatPercent(value);

/** 02 §2 Vehicle rides columns. */
const COLUMNS: ListColumn<VehicleRideRow, RidesSortField>[] = [
  {
    key: 'name',
    title: 'Name',
    render: (_v, ride) =>
      ride.user ? <Link to={appPath(`user/${ride.user._id}`)}>{ride.user.name}</Link> : '-',
  },
  {
    key: 'phone',
    title: 'Phone',
    render: (_v, ride) => (ride.user ? <Phone number={ride.user.phoneNumber} /> : '-'),
  },
  { key: 'area', title: 'Area', render: (_v, ride) => ride.area?.name ?? '-' },
  {
    key: 'status',
    title: 'Status',
    render: (_v, ride) => (
      <Tag color={ride.status === 'ongoing' ? 'blue' : 'default'}>
        {ride.status === 'ongoing' ? 'Ongoing' : 'Done'}
      </Tag>
    ),
  },
  { key: 'duration', title: 'Duration', sortField: 'time', render: (_v, ride) => fmtDuration(ride.time) },
  { key: 'price', title: 'Price', align: 'right', render: (_v, ride) => fmtEgp(ride.price) },
  { key: 'date', title: 'Date', sortField: 'createdAt', render: (_v, ride) => fmtDate(ride.start_time) },
  {
    key: 'image',
    title: 'Image',
    render: (_v, ride) => {
      const url = ride.additionalImageURL ?? ride.imageUrl;
      return url ? (
        <a href={url} target="_blank" rel="noreferrer">
          View
        </a>
      ) : (
        '-'
      );
    },
  },
  {
    key: 'battery',
    title: 'Start/End Battery',
    render: (_v, ride) => `${battery(ride.startVehicleBattery)} / ${battery(ride.endVehicleBattery)}`,
  },
  { key: 'endedBy', title: 'Ended by', render: (_v, ride) => ride.endedBy ?? '-' },
  {
    key: 'rating',
    title: 'Rating',
    render: (_v, ride) => (ride.rating === null || ride.rating === undefined ? '-' : `${ride.rating}/5`),
  },
  { key: 'comment', title: 'Comment', render: (_v, ride) => ride.feedbackComment ?? '-' },
  { key: 'actions', title: 'Actions', render: (_v, ride) => <Link to={ridePath(ride._id)}>Open ride</Link> },
];

/**
 * The vehicle rides table of 02 §2 on the list kit, scoped to the vehicle (the rides list's
 * scooter filter). Export is the Rides export narrowed the same way (rides.VIEW_PAGE + rides.EXPORT).
 */
export function VehicleRidesTab({ vehicleId }: { vehicleId: string }) {
  const list = useListState(RIDES_LIST, { prefix: 'rides' });
  // The vehicle is the tab's scope, not a filter a person sets, so it never shows in the address.
  const scoped = { ...list.filters, scooter: vehicleId };
  const request = { ...list.request, filters: serializeFilters(scoped) };
  const result = useVehicleRidesQuery(request);
  const exporter = useExport(RIDES_EXPORT);
  return (
    <ListPage
      title="Rides"
      headingLevel={2}
      list={list}
      columns={COLUMNS}
      rows={result.data?.rides}
      total={result.data?.totalRides ?? 0}
      rowKey={(ride) => ride._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      empty={{ title: 'No rides', filteredTitle: 'No rides' }}
      onExport={exporter.allowed ? () => exporter.open(scoped, result.data?.totalRides) : undefined}
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((ride) => ride._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      testId="vehicle-rides"
    />
  );
}
