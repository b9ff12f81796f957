import { useState } from 'react';
import { Image, Space } from 'antd';
import { useNavigate, useSearchParams } from 'react-router';
import { ACTIVATION_CYCLES_EXPORT } from '@ops/shared/exports/fleetAlertsExportFields';
import { userPath, vehiclePath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { DateRangeFilter } from '../../components/list/DateRangeFilter';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { formatDateTime, formatPercent } from '../../lib/format';
import { Link } from 'react-router';
import { AreaFilter } from './AreaFilter';
import { areaColumn, codeColumn } from './alertVehicleColumns';
import { lastDaysRange } from './defaultRange';
import { durationText } from '@ops/shared/rules/durationText';
import { useActivationCyclesQuery, type ActivationCycleRow } from './fleetAlertsApi';
import { ShownOf } from './ShownOf';
import { useAreaFilter } from './useAreaFilter';

const DEFAULT_DAYS = 7;

const person = (who: { _id: string; name: string } | null | undefined) =>
  who ? <Link to={userPath(who._id)}>{who.name || who._id}</Link> : '-';

const COLUMNS: ListColumn<ActivationCycleRow>[] = [
  codeColumn(),
  {
    key: 'image',
    title: 'Image',
    width: 100,
    // A pre-signed URL from the server (like every stored image); none when no photo was taken.
    render: (_v, row) =>
      row.imageUrl ? (
        <Image
          src={row.imageUrl}
          width={56}
          height={56}
          style={{ objectFit: 'cover' }}
          alt={`Activation of ${row.code}`}
          data-testid="activation-image"
        />
      ) : (
        '-'
      ),
  },
  areaColumn(),
  {
    key: 'deactivatedAt',
    title: 'Deactivated',
    width: 160,
    render: (_v, row) => formatDateTime(row.deactivatedAt),
  },
  {
    key: 'deactivatedBy',
    title: 'Deactivated by',
    width: 150,
    render: (_v, row) => person(row.deactivatedBy),
  },
  {
    key: 'activatedAt',
    title: 'Activated',
    width: 160,
    render: (_v, row) => formatDateTime(row.activatedAt),
  },
  { key: 'activatedBy', title: 'Activated by', width: 150, render: (_v, row) => person(row.activatedBy) },
  {
    key: 'minutesOut',
    title: 'Out of service',
    width: 130,
    render: (_v, row) => durationText(row.minutesOut),
  },
  {
    key: 'battery',
    title: 'Battery',
    width: 90,
    align: 'right',
    render: (_v, row) =>
      formatPercent(
        row.battery === null || row.battery === undefined ? row.battery : Math.round(row.battery),
      ),
  },
];

/**
 * /app/vehicles-activation-cycle (vehicles.VIEW_ACTIVATION_CYCLE): each activation of the
 * range with the deactivation before it, the time out of service and the activation photo.
 */
export default function ActivationCyclePage() {
  const navigate = useNavigate();
  const [area, setArea] = useAreaFilter();
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => lastDaysRange(new Date(), DEFAULT_DAYS));
  const range =
    search.get('from') && search.get('to')
      ? { startDate: search.get('from')!, endDate: search.get('to')! }
      : fallback;
  const result = useActivationCyclesQuery({ area, ...range });
  // The query's own arguments: the export's range is the page's, at their top level.
  const exporter = useListExport(ACTIVATION_CYCLES_EXPORT, { area, ...range }, result.data?.total ?? 0);
  const setRange = (value: { startDate: string; endDate: string } | undefined) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete('from');
        next.delete('to');
        if (value) {
          next.set('from', value.startDate);
          next.set('to', value.endDate);
        }
        return next;
      },
      { replace: true },
    );
  return (
    <ListPage<ActivationCycleRow, object, string>
      title="Vehicles Activation Cycle"
      subtitle={`When vehicles went out of service and came back (the last ${DEFAULT_DAYS} days unless you choose dates).`}
      name="activationCycles"
      columns={COLUMNS}
      rows={result.data?.cycles}
      total={result.data?.total ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      headerButtons={<AreaFilter value={area} onChange={setArea} />}
      filters={
        <DateRangeFilter label="Activated" value={range} onChange={setRange} testId="activation-date" />
      }
      above={
        result.data ? (
          <Space>
            <ShownOf shown={result.data.cycles.length} total={result.data.total} />
          </Space>
        ) : undefined
      }
      empty={{ title: 'No activations in these dates' }}
      onOpenRow={(row) => void navigate(vehiclePath(row.code))}
      {...exporter.listProps}
      below={exporter.controls}
      testId="activationCycles"
    />
  );
}
