import { useState } from 'react';
import { Button, DatePicker } from 'antd';
import dayjs from 'dayjs';
import { Link, useSearchParams } from 'react-router';
import { counterRowKey, VEHICLES_COUNTER_EXPORT } from '@ops/shared/exports/fleetAlertsExportFields';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { appPath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { useCan } from '../../components/PermissionGate';
import { formatDateTime, pickerFormat } from '../../lib/format';
import { AreaFilter } from './AreaFilter';
import { areaColumn } from './alertVehicleColumns';
import { isAfterCairoToday } from '../../lib/cairoToday';
import { lastPlainDays } from './defaultRange';
import { useSnapshotCounterQuery, type SnapshotRow } from './fleetAlertsApi';
import { useAreaFilter } from './useAreaFilter';

const DEFAULT_DAYS = 7;
const PLAIN = 'YYYY-MM-DD';

const count = (key: 'on' | 'ready' | 'off' | 'total', title: string): ListColumn<SnapshotRow> => ({
  key,
  title,
  width: 90,
  align: 'right',
  render: (_v, row) => row[key],
});

const COLUMNS: ListColumn<SnapshotRow>[] = [
  { key: 'date', title: 'Date', width: 120, render: (_v, row) => dayjs(row.date).format('MM/DD/YYYY') },
  {
    key: 'takenAt',
    title: 'Snapshot',
    width: 160,
    hiddenByDefault: true,
    render: (_v, row) => formatDateTime(row.takenAt),
  },
  areaColumn(),
  count('on', 'On'),
  count('ready', 'Ready'),
  count('off', 'Off'),
  count('total', 'Total'),
];

/**
 * /app/vehicles/counter (vehicles.VIEW_SNAPSHOT_COUNTER): vehicles per status and area from
 * the hourly snapshots, each day's last one. No search (02 §2); the dates go as plain dates (02 §4).
 */
export default function VehiclesCounterPage() {
  const mayAnalytics = useCan(gate('vehicles.VIEW_ANALYTICS'));
  const [area, setArea] = useAreaFilter();
  const [search, setSearch] = useSearchParams();
  const [fallback] = useState(() => lastPlainDays(new Date(), DEFAULT_DAYS));
  const range =
    search.get('from') && search.get('to')
      ? { startDate: search.get('from')!, endDate: search.get('to')! }
      : fallback;
  const result = useSnapshotCounterQuery({ area, ...range });
  // The table as shown (no search, 02 §2): the query's own arguments, plain dates at their top level.
  const exporter = useListExport(VEHICLES_COUNTER_EXPORT, { area, ...range }, result.data?.length ?? 0);
  const setRange = (start: string, end: string) =>
    setSearch(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.set('from', start);
        next.set('to', end);
        return next;
      },
      { replace: true },
    );
  return (
    <ListPage<SnapshotRow, object, string>
      title="Counter"
      subtitle="Vehicles per status and area, from the hourly snapshots (each day’s last one)."
      name="vehiclesCounter"
      columns={COLUMNS}
      rows={result.data}
      total={result.data?.length ?? 0}
      rowKey={counterRowKey}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      headerButtons={
        <>
          <AreaFilter value={area} onChange={setArea} />
          {mayAnalytics && (
            <Link to={appPath('vehicles/counter/analytics')}>
              <Button>Analytics</Button>
            </Link>
          )}
        </>
      }
      filters={
        <DatePicker.RangePicker
          allowClear={false}
          value={[dayjs(range.startDate), dayjs(range.endDate)]}
          format={pickerFormat('MM/DD/YYYY')}
          disabledDate={(day) => isAfterCairoToday(day)}
          onChange={(values) => {
            if (values?.[0] && values[1]) setRange(values[0].format(PLAIN), values[1].format(PLAIN));
          }}
          data-testid="counter-dates"
        />
      }
      defaultFiltersOpen
      empty={{ title: 'No snapshots in these dates' }}
      {...exporter.listProps}
      below={exporter.controls}
      testId="vehiclesCounter"
    />
  );
}
