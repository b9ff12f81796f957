import { useNavigate } from 'react-router';
import { UNTAPPED_RIDES_EXPORT } from '@ops/shared/exports/rideReviewsExportFields';
import { UNTAPPED_RIDES_LIST, type UntappedRidesSortField } from '@ops/shared/lists/rideReviews';
import { UNTAPPED_MAX_DISTANCE_M } from '@ops/shared/rules/untappedRide';
import { ridePath } from '../../app/paths';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { UntappedRidesFilterPanel } from './ReviewFilterPanels';
import { reviewColumns } from './reviewColumns';
import { useGetUntappedRidesQuery, type ReviewRide } from './rideReviewsApi';
import { formatPercent } from '../../lib/format';

const battery = (value: number | null | undefined) => formatPercent(value);
const shared = reviewColumns<UntappedRidesSortField>({ date: 'start_time', duration: 'time' });
const COLUMNS: ListColumn<ReviewRide, UntappedRidesSortField>[] = [
  shared.scooter,
  shared.area,
  shared.user,
  shared.phone,
  shared.date,
  shared.duration,
  {
    key: 'distance',
    title: 'Distance',
    width: 100,
    align: 'right',
    render: (_v, ride) =>
      ride.distance === null || ride.distance === undefined ? '-' : `${ride.distance} m`,
  },
  {
    key: 'battery',
    title: 'Start/End Battery',
    width: 140,
    render: (_v, ride) => `${battery(ride.startVehicleBattery)} / ${battery(ride.endVehicleBattery)}`,
  },
  shared.price,
  shared.endedBy,
];

/**
 * /app/untapped-rides (rides.VIEW_UNTAPPED_PAGE): rides started and never really moved, i.e.
 * ended with a recorded distance under UNTAPPED_MAX_DISTANCE_M (shared/rules/untappedRide.ts).
 * Export and Export selected with rides.EXPORT.
 */
export default function UntappedRidesPage() {
  const list = useListState(UNTAPPED_RIDES_LIST);
  const navigate = useNavigate();
  const result = useGetUntappedRidesQuery(list.request);
  const exporter = useExport(UNTAPPED_RIDES_EXPORT);
  return (
    <ListPage
      title="Untapped Rides"
      subtitle={`Ended rides that moved less than ${UNTAPPED_MAX_DISTANCE_M} m.`}
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
      scrollX={1400}
      filters={<UntappedRidesFilterPanel list={list} />}
      onOpenRow={(ride) => void navigate(ridePath(ride._id))}
      // The first cells link to the vehicle and the rider; the date is the ride's own link.
      rowHref={(ride) => ridePath(ride._id)}
      rowLinkColumn="date"
      onExport={exporter.allowed ? () => exporter.open(list.filters, result.data?.totalRides) : undefined}
      onExportSelected={
        exporter.allowed ? (rides) => exporter.openSelected(rides.map((ride) => ride._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      empty={{ title: 'No untapped rides', filteredTitle: 'No untapped rides match these filters' }}
      testId="untapped-rides"
    />
  );
}
