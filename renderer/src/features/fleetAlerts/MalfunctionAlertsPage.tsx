import { useNavigate } from 'react-router';
import { MALFUNCTION_ALERTS_EXPORT } from '@ops/shared/exports/fleetAlertsExportFields';
import { vehiclePath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage } from '../../components/list/ListPage';
import { AreaFilter } from './AreaFilter';
import { useMalfunctionAlertsQuery, type MalfunctionRow } from './fleetAlertsApi';
import { MALFUNCTION_COLUMNS } from './malfunctionColumns';
import { ShownOf } from './ShownOf';
import { useAreaFilter } from './useAreaFilter';

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
      columns={MALFUNCTION_COLUMNS}
      rows={result.data?.alerts}
      total={result.data?.total ?? 0}
      rowKey={(row) => row._id}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      headerButtons={<AreaFilter value={area} onChange={setArea} />}
      above={
        result.data ? <ShownOf shown={result.data.alerts.length} total={result.data.total} /> : undefined
      }
      empty={{ title: 'No malfunction alerts' }}
      onOpenRow={(row) => void navigate(vehiclePath(row.code))}
      {...exporter.listProps}
      below={exporter.controls}
      testId="malfunctionAlerts"
    />
  );
}
