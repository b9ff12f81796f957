import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { TOP_RIDERS_EXPORT, topRidersMonthRange } from '@ops/shared/exports/riderListsExportFields';
import { userPath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { Phone } from '../../components/Phone';
import { fmtMoney } from '../../lib/format';
import { useStartupAreasQuery } from '../shell/startupApi';
import { useTopRidersLastMonthQuery, type TopRiders } from './referralsApi';

type Row = TopRiders['riders'][number];

const COLUMNS: ListColumn<Row>[] = [
  { key: 'rank', title: '#', width: 56, render: (_v, row) => row.rank },
  {
    key: 'name',
    title: 'Name',
    render: (_v, row) => <Link to={userPath(row._id)}>{row.name || row._id}</Link>,
  },
  { key: 'phone', title: 'Phone', render: (_v, row) => <Phone number={row.phoneNumber} /> },
  { key: 'area', title: 'Home area', render: (_v, row) => row.area?.name ?? '-' },
  { key: 'rides', title: 'Rides', align: 'right', render: (_v, row) => row.ridesCount },
  { key: 'minutes', title: 'Minutes', align: 'right', render: (_v, row) => row.minutes },
  { key: 'spent', title: 'Billed', align: 'right', render: (_v, row) => fmtMoney(row.spent) },
];

/**
 * /app/top-riders-by-area (users.VIEW_PAGE; "gate not shown", 03 §2.2): last month's riders
 * with the most ended rides, over all areas (getTopRidersLastMonth) or one chosen area
 * (getTopRidersByAreaLastMonth). The area is kept in the address. Export with users.EXPORT, its
 * range the ranked month; no Export selected: a selection is read without the area, so its
 * counts would not be the ones this view shows.
 */
export default function TopRidersPage() {
  const [params, setParams] = useSearchParams();
  const areaId = params.get('area') ?? undefined;
  const { data: areas = [], isLoading: areasLoading } = useStartupAreasQuery();
  const result = useTopRidersLastMonthQuery({ areaId });
  const month = result.data;
  const exporter = useListExport(
    TOP_RIDERS_EXPORT,
    { area: areaId, month: month ? topRidersMonthRange(month) : undefined },
    month?.riders.length ?? 0,
  );
  const areaSelect = useMemo(
    () => (
      <Select
        aria-label="Area"
        id="top-riders-area"
        style={{ minWidth: 220 }}
        allowClear
        placeholder="All areas"
        loading={areasLoading}
        value={areaId}
        onChange={(area?: string) => setParams(area ? { area } : {})}
        options={areas.map((a) => ({ value: a._id, label: a.name }))}
        data-testid="top-riders-area"
      />
    ),
    [areaId, areas, areasLoading, setParams],
  );
  return (
    <ListPage
      name="topRiders"
      title="Top Riders By Area"
      subtitle={
        month ? (
          <Typography.Text type="secondary" data-testid="top-riders-month">
            Ended rides in {dayjs(`${month.month}-01`).format('MMMM YYYY')} (Cairo time)
          </Typography.Text>
        ) : undefined
      }
      headerButtons={areaSelect}
      columns={COLUMNS}
      rows={month?.riders}
      total={month?.riders.length ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      {...exporter.listProps}
      below={exporter.controls}
      empty={{
        title: 'No ended rides last month',
        description: areaId ? 'Nobody ended a ride in this area last month.' : undefined,
      }}
      testId="top-riders"
    />
  );
}
