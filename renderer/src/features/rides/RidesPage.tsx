import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { RIDES_LIST, type RidesSortField } from '@ops/shared/lists/rides';
import { RIDE_CHECK_STATUS_LABELS, RIDE_TYPE_LABELS } from '@ops/shared/rules/filterOptions';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { PRICE_RECALCULATION_MS } from '@ops/shared/rules/pricing';
import { appPath, ridePath, vehiclePath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { useNow } from '../../lib/useNow';
import { fmtDate, fmtDuration, fmtEgp } from '../users/userPage/format';
import { checkStatusOf, RidesFilterPanel } from './RidesFilterPanel';
import { shownTimeAndPrice } from './rideTimes';
import { useRidesListQuery, type RideRow } from './ridesApi';
import { UserCell } from '../../components/list/UserCell';

const battery = (value: number | null | undefined) => (value === null || value === undefined ? '-' : `${value}%`);
const checkLabel = (status: string) => RIDE_CHECK_STATUS_LABELS[status as keyof typeof RIDE_CHECK_STATUS_LABELS] ?? status;

function columns(tick: Date): ListColumn<RideRow, RidesSortField>[] {
  return [
    {
      key: 'user',
      width: 190,
      title: 'User',
      render: (_v, ride) => <UserCell user={ride.user} />,
    },
    { key: 'phone', width: 140, title: 'Phone', render: (_v, ride) => ride.user?.phoneNumber ?? '-' },
    {
      key: 'scooter',
      width: 110,
      title: 'Scooter',
      render: (_v, ride) =>
        ride.scooter ? (
          <Link to={vehiclePath(ride.scooter.code)} onClick={(event) => event.stopPropagation()}>
            {ride.scooter.code}
          </Link>
        ) : (
          '-'
        ),
    },
    { key: 'area', width: 120, title: 'Area', render: (_v, ride) => ride.area?.name ?? '-' },
    {
      key: 'status',
      width: 100,
      title: 'Status',
      // 'processing' blue fails axe's contrast on the table; green reads as 'in progress' here.
      render: (_v, ride) => <Tag color={ride.status === 'ongoing' ? 'green' : 'default'}>{ride.status === 'ongoing' ? 'Ongoing' : 'Done'}</Tag>,
    },
    // Ongoing rides: time and price by the shared rule at the last 60-second tick (01 §4).
    { key: 'duration', width: 100, title: 'Duration', sortField: 'time', render: (_v, ride) => fmtDuration(shownTimeAndPrice(ride, tick).time) },
    { key: 'price', width: 110, title: 'Price', align: 'right', render: (_v, ride) => fmtEgp(shownTimeAndPrice(ride, tick).price) },
    { key: 'date', width: 180, title: 'Date', sortField: 'createdAt', render: (_v, ride) => fmtDate(ride.start_time) },
    { key: 'check', width: 110, title: 'Check status', render: (_v, ride) => checkLabel(ride.checkStatus) },
    { key: 'rating', width: 80, title: 'Rating', render: (_v, ride) => ride.rating ?? '-' },
    { key: 'type', width: 110, title: 'Ride type', hiddenByDefault: true, render: (_v, ride) => (ride.isExpressRide ? RIDE_TYPE_LABELS.expressRide : RIDE_TYPE_LABELS.clientRide) },
    { key: 'promocode', width: 120, title: 'Promocode', render: (_v, ride) => ride.promocodeApplied?.code ?? '-' },
    { key: 'battery', width: 140, title: 'Start/End Battery', hiddenByDefault: true, render: (_v, ride) => `${battery(ride.startVehicleBattery)} / ${battery(ride.endVehicleBattery)}` },
    { key: 'endedBy', width: 110, title: 'Ended by', render: (_v, ride) => ride.endedBy ?? '-' },
    {
      key: 'actions',
      width: 110,
      title: 'Actions',
      render: (_v, ride) => (
        <Link to={ridePath(ride._id)} onClick={(event) => event.stopPropagation()}>
          Open ride
        </Link>
      ),
    },
  ];
}

/** The header buttons of 02 §1: heatmap, images and analytics, each shown to whoever may open it. */
function RidesHeaderButtons() {
  const navigate = useNavigate();
  const canAnalytics = useCan(gate('rides.VIEW_ANALYTICS'));
  const canImages = useCan(gate('rides.VIEW_IMAGES'));
  return (
    <Space wrap>
      {canAnalytics && <Button onClick={() => navigate(appPath('ride/heatmap'))}>Heatmap</Button>}
      {canImages && <Button onClick={() => navigate(appPath('ride/images'))}>Images</Button>}
      {canAnalytics && <Button onClick={() => navigate(appPath('ride/analytics'))}>Analytics</Button>}
    </Space>
  );
}

/**
 * /app/rides (rides.VIEW_PAGE): every ride on the list kit, by the same list definition and
 * `rides` operation as the user page's Rides tab. The check status is sent as P unless
 * another is chosen (02 §9); the first page stays live (ridesApi.ts, liveRides.ts).
 */
export default function RidesPage() {
  const list = useListState(RIDES_LIST);
  const navigate = useNavigate();
  const tick = useNow(PRICE_RECALCULATION_MS);
  // The filters the table applies, the check status included (sent as P unless another is chosen): the export's too.
  const shownFilters = { ...list.filters, checkStatus: checkStatusOf(list.filters) };
  const request = { ...list.request, filters: serializeFilters(shownFilters) };
  const result = useRidesListQuery(request);
  const cols = useMemo(() => columns(tick), [tick]);
  const exporter = useListExport(RIDES_EXPORT, shownFilters, result.data?.totalRides ?? 0);
  return (
    <ListPage
      title="Rides"
      list={list}
      columns={cols}
      rows={result.data?.rides}
      total={result.data?.totalRides ?? 0}
      rowKey={(ride) => ride._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      filters={<RidesFilterPanel list={list} />}
      headerButtons={<RidesHeaderButtons />}
      onOpenRow={(ride) => navigate(ridePath(ride._id))}
      rowHref={(ride) => ridePath(ride._id)}
      rowLinkColumn="date"
      empty={{ title: 'No rides', filteredTitle: 'No rides match these filters' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="rides"
    />
  );
}
