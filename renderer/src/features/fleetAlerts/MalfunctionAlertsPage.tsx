import { Tag } from 'antd';
import { useNavigate } from 'react-router';
import { MALFUNCTION_ALERTS_EXPORT } from '@ops/shared/exports/fleetAlertsExportFields';
import { taskCaseLabel } from '@ops/shared/rules/labels';
import { vehiclePath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { formatDateTime } from '../../lib/format';
import { AreaFilter } from './AreaFilter';
import { areaColumn, codeColumn } from './alertVehicleColumns';
import { useMalfunctionAlertsQuery, type MalfunctionRow } from './fleetAlertsApi';
import { ShownOf } from './ShownOf';
import { useAreaFilter } from './useAreaFilter';

const COLUMNS: ListColumn<MalfunctionRow>[] = [
  codeColumn(),
  areaColumn(),
  { key: 'createdAt', title: 'Reported', width: 160, render: (_v, row) => formatDateTime(row.createdAt) },
  { key: 'status', title: 'Task status', width: 120, render: (_v, row) => <Tag>{row.status}</Tag> },
  { key: 'mainCase', title: 'Main case', width: 180, render: (_v, row) => (row.mainCase ? taskCaseLabel(row.mainCase) : '-') },
  { key: 'assignedToName', title: 'Agent', width: 160, render: (_v, row) => row.assignedToName ?? '-' },
  { key: 'battery', title: 'Battery', width: 90, align: 'right', render: (_v, row) => (row.battery === null || row.battery === undefined ? '-' : `${Math.round(row.battery)}%`) },
  { key: 'vehicleStatus', title: 'Vehicle status', width: 120, render: (_v, row) => row.vehicleStatus },
];

/** /app/vehicles-malfunction-alert (vehicles.VIEW_VEHICLE_MALFUNCTION_ALERT): open Vehicle Malfunction tasks, the longest waiting first. */
export default function MalfunctionAlertsPage() {
  const navigate = useNavigate();
  const [area, setArea] = useAreaFilter();
  const result = useMalfunctionAlertsQuery({ area });
  const exporter = useListExport(MALFUNCTION_ALERTS_EXPORT, { area }, result.data?.total ?? 0);
  return (
    <ListPage<MalfunctionRow, object, string>
      title="Vehicles Malfunction Alerts"
      subtitle="Vehicles with an open Vehicle Malfunction case, waiting for repair."
      name="malfunctionAlerts"
      columns={COLUMNS}
      rows={result.data?.alerts}
      total={result.data?.total ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      headerButtons={<AreaFilter value={area} onChange={setArea} />}
      above={result.data ? <ShownOf shown={result.data.alerts.length} total={result.data.total} /> : undefined}
      empty={{ title: 'No malfunction alerts' }}
      onOpenRow={(row) => void navigate(vehiclePath(row.code))}
      {...exporter.listProps}
      below={exporter.controls}
      testId="malfunctionAlerts"
    />
  );
}
