import { Col, Row, Select, Tag } from 'antd';
import { Link } from 'react-router';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import { CAIRO_TIME_ZONE } from '@ops/shared/lists/dateRangeFilter';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import {
  RIDES_LIST,
  RIDE_STATUSES,
  type RidesFilters,
  type RidesSortField,
  type RideStatusFilter,
} from '@ops/shared/lists/rides';
import { ridePath, vehiclePath } from '../../../app/paths';
import { ExportControls } from '../../../components/export/ExportControls';
import { useExport } from '../../../components/export/useExport';
import { DateRangeFilter } from '../../../components/list/DateRangeFilter';
import { ListPage, type ListColumn } from '../../../components/list/ListPage';
import { useListState, type ListState } from '../../../components/list/useListState';
import { fmtDate, fmtDuration, fmtEgp } from './format';
import { useUserRidesQuery, type UserRideRow } from './userPageApi';
import { formatPercent } from '../../../lib/format';

const ALL = 'All';
const STATUS_OPTIONS = [
  { value: ALL, label: 'All' },
  ...RIDE_STATUSES.map((status) => ({ value: status, label: status === 'done' ? 'Done' : 'Ongoing' })),
];
const battery = (value: number | null | undefined) => formatPercent(value);

/** The user rides filters: status and the ride date range (Cairo days, 02 §5). */
function RidesFilterPanel({ list }: { list: ListState<RidesFilters, RidesSortField> }) {
  const set = (patch: Partial<RidesFilters>) => list.patchFilters(patch);
  return (
    <Row gutter={[16, 12]} align="bottom" data-testid="user-rides-filters">
      <Col xs={24} sm={12} md={8} lg={6}>
        <label className="ops-filter-label" htmlFor="user-rides-filter-status">
          Status
        </label>
        <Select
          id="user-rides-filter-status"
          style={{ width: '100%' }}
          options={STATUS_OPTIONS}
          value={list.filters.status ?? ALL}
          onChange={(status: string) =>
            set({ status: status === ALL ? undefined : (status as RideStatusFilter) })
          }
        />
      </Col>
      <Col xs={24} md={16} lg={12}>
        <DateRangeFilter
          label="Date"
          timeZone={CAIRO_TIME_ZONE}
          value={list.filters.date}
          onChange={(date) => set({ date })}
          testId="user-rides-filter-date"
        />
      </Col>
    </Row>
  );
}

const COLUMNS: ListColumn<UserRideRow, RidesSortField>[] = [
  {
    key: 'scooter',
    title: 'Scooter',
    render: (_v, ride) =>
      ride.scooter ? <Link to={vehiclePath(ride.scooter.code)}>{ride.scooter.code}</Link> : '-',
  },
  { key: 'area', title: 'Area', render: (_v, ride) => ride.area?.name ?? '-' },
  {
    key: 'status',
    title: 'Status',
    render: (_v, ride) => (
      <Tag color={ride.status === 'ongoing' ? 'processing' : 'default'}>
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
  { key: 'promocode', title: 'Promocode', render: (_v, ride) => ride.promocodeApplied?.code ?? '-' },
  {
    key: 'battery',
    title: 'Start/End Battery',
    render: (_v, ride) => `${battery(ride.startVehicleBattery)} / ${battery(ride.endVehicleBattery)}`,
  },
  { key: 'endedBy', title: 'Ended by', render: (_v, ride) => ride.endedBy ?? '-' },
  { key: 'actions', title: 'Actions', render: (_v, ride) => <Link to={ridePath(ride._id)}>Open ride</Link> },
];

/**
 * The user rides table of 02 §2 on the list kit, scoped to the user; page and filters under the
 * 'rides' prefix. Export is the Rides export narrowed to this rider (rides.VIEW_PAGE + rides.EXPORT).
 */
export function UserRidesTab({ userId }: { userId: string }) {
  const list = useListState(RIDES_LIST, { prefix: 'rides' });
  // The user is the tab's scope, not a filter a person sets, so it never shows in the address.
  const scoped = { ...list.filters, user: userId };
  const request = { ...list.request, filters: serializeFilters(scoped) };
  const result = useUserRidesQuery({ ...request, userId });
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
      filters={<RidesFilterPanel list={list} />}
      empty={{ title: 'No rides', filteredTitle: 'No rides match these filters' }}
      onExport={exporter.allowed ? () => exporter.open(scoped, result.data?.totalRides) : undefined}
      onExportSelected={
        exporter.allowed ? (selected) => exporter.openSelected(selected.map((ride) => ride._id)) : undefined
      }
      exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
      below={<ExportControls exporter={exporter} />}
      testId="user-rides"
    />
  );
}
