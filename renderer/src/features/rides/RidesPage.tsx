import { useMemo } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { RIDES_EXPORT } from '@ops/shared/exports/ridesExportFields';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { RIDES_LIST, type RidesSortField } from '@ops/shared/lists/rides';
import { RIDE_CHECK_STATUS_LABELS } from '@ops/shared/rules/filterOptions';
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
import { formatPercent } from '../../lib/format';

const battery = (value: number | null | undefined) => formatPercent(value);
const checkLabel = (t: TFunction, status: string) =>
  t(`rides.check.${status}`, {
    defaultValue: RIDE_CHECK_STATUS_LABELS[status as keyof typeof RIDE_CHECK_STATUS_LABELS] ?? status,
  });

function columns(tick: Date, t: TFunction): ListColumn<RideRow, RidesSortField>[] {
  return [
    {
      key: 'user',
      width: 190,
      title: t('rides.col.user'),
      render: (_v, ride) => <UserCell user={ride.user} />,
    },
    {
      key: 'phone',
      width: 140,
      title: t('rides.col.phone'),
      render: (_v, ride) => ride.user?.phoneNumber ?? '-',
    },
    {
      key: 'scooter',
      width: 110,
      title: t('rides.col.scooter'),
      render: (_v, ride) =>
        ride.scooter ? (
          <Link to={vehiclePath(ride.scooter.code)} onClick={(event) => event.stopPropagation()}>
            {ride.scooter.code}
          </Link>
        ) : (
          '-'
        ),
    },
    { key: 'area', width: 120, title: t('rides.col.area'), render: (_v, ride) => ride.area?.name ?? '-' },
    {
      key: 'status',
      width: 100,
      title: t('rides.col.status'),
      // 'processing' blue fails axe's contrast on the table; green reads as 'in progress' here.
      render: (_v, ride) => (
        <Tag color={ride.status === 'ongoing' ? 'green' : 'default'}>
          {ride.status === 'ongoing' ? t('rides.ongoing') : t('rides.done')}
        </Tag>
      ),
    },
    // Ongoing rides: time and price by the shared rule at the last 60-second tick (01 §4).
    {
      key: 'duration',
      width: 100,
      title: t('rides.col.duration'),
      sortField: 'time',
      render: (_v, ride) => fmtDuration(shownTimeAndPrice(ride, tick).time),
    },
    {
      key: 'price',
      width: 110,
      title: t('rides.col.price'),
      align: 'end',
      render: (_v, ride) => fmtEgp(shownTimeAndPrice(ride, tick).price),
    },
    {
      key: 'date',
      width: 180,
      title: t('rides.col.date'),
      sortField: 'createdAt',
      render: (_v, ride) => fmtDate(ride.start_time),
    },
    {
      key: 'check',
      width: 110,
      title: t('rides.col.check'),
      render: (_v, ride) => checkLabel(t, ride.checkStatus),
    },
    { key: 'rating', width: 80, title: t('rides.col.rating'), render: (_v, ride) => ride.rating ?? '-' },
    {
      key: 'type',
      width: 110,
      title: t('rides.col.type'),
      hiddenByDefault: true,
      render: (_v, ride) => t(ride.isExpressRide ? 'rides.type.expressRide' : 'rides.type.clientRide'),
    },
    {
      key: 'promocode',
      width: 120,
      title: t('rides.col.promocode'),
      render: (_v, ride) => ride.promocodeApplied?.code ?? '-',
    },
    {
      key: 'battery',
      width: 140,
      title: t('rides.col.battery'),
      hiddenByDefault: true,
      render: (_v, ride) => `${battery(ride.startVehicleBattery)} / ${battery(ride.endVehicleBattery)}`,
    },
    { key: 'endedBy', width: 110, title: t('rides.col.endedBy'), render: (_v, ride) => ride.endedBy ?? '-' },
    {
      key: 'actions',
      width: 110,
      title: t('rides.col.actions'),
      render: (_v, ride) => (
        <Link to={ridePath(ride._id)} onClick={(event) => event.stopPropagation()}>
          {t('rides.openRide')}
        </Link>
      ),
    },
  ];
}

/** The header buttons of 02 §1: heatmap, images and analytics, each shown to whoever may open it. */
function RidesHeaderButtons() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canAnalytics = useCan(gate('rides.VIEW_ANALYTICS'));
  const canImages = useCan(gate('rides.VIEW_IMAGES'));
  return (
    <Space wrap>
      {canAnalytics && (
        <Button onClick={() => navigate(appPath('ride/heatmap'))}>{t('rides.heatmap')}</Button>
      )}
      {canImages && <Button onClick={() => navigate(appPath('ride/images'))}>{t('rides.images')}</Button>}
      {canAnalytics && (
        <Button onClick={() => navigate(appPath('ride/analytics'))}>{t('rides.analytics')}</Button>
      )}
    </Space>
  );
}

/**
 * /app/rides (rides.VIEW_PAGE): every ride on the list kit, by the same list definition and
 * `rides` operation as the user page's Rides tab. The check status is sent as P unless
 * another is chosen (02 §9); the first page stays live (ridesApi.ts, liveRides.ts).
 */
export default function RidesPage() {
  const { t } = useTranslation();
  const list = useListState(RIDES_LIST);
  const navigate = useNavigate();
  const tick = useNow(PRICE_RECALCULATION_MS);
  // The filters the table applies, the check status included (sent as P unless another is chosen): the export's too.
  const shownFilters = { ...list.filters, checkStatus: checkStatusOf(list.filters) };
  const request = { ...list.request, filters: serializeFilters(shownFilters) };
  const result = useRidesListQuery(request);
  const cols = useMemo(() => columns(tick, t), [tick, t]);
  const exporter = useListExport(RIDES_EXPORT, shownFilters, result.data?.totalRides ?? 0);
  return (
    <ListPage
      title={t('rides.title')}
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
      empty={{ title: t('rides.empty'), filteredTitle: t('rides.emptyFiltered') }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="rides"
    />
  );
}
