import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { ExportModuleSpec } from '@ops/shared/exports/exportModule';
import type { AlertVehicleExportField } from '@ops/shared/exports/fleetAlertsExportFields';
import { vehiclePath } from '../../app/paths';
import { useListExport } from '../../components/export/useListExport';
import { ListPage, type ListColumn } from '../../components/list/ListPage';
import { AreaFilter } from './AreaFilter';
import type { AlertVehicle, AlertVehicles } from './liveAlerts';
import { ShownOf } from './ShownOf';
import { VEHICLE_STATE_COLUMNS, areaColumn, codeColumn } from './alertVehicleColumns';

interface Result {
  data?: AlertVehicles;
  isLoading: boolean;
  isFetching: boolean;
  error?: unknown;
  refetch: () => unknown;
}

/** One vehicle alert page: the vehicles of a query, an area choice, their own columns first; its export writes them all (not only the first shown). */
export function VehicleAlertList({
  title,
  subtitle,
  name,
  own,
  result,
  areas,
  onAreas,
  empty,
  exportSpec,
}: {
  title: string;
  subtitle: ReactNode;
  name: string;
  own: ListColumn<AlertVehicle>[];
  result: Result;
  areas: string[] | undefined;
  onAreas: (areas: string[]) => void;
  empty: string;
  /** The page's export (shared/exports/fleetAlertsExportFields.ts): its columns, its permission. */
  exportSpec: ExportModuleSpec<AlertVehicleExportField>;
}) {
  const navigate = useNavigate();
  const vehicles = result.data?.vehicles;
  const exporter = useListExport(exportSpec, { area: areas }, result.data?.total ?? 0);
  return (
    <ListPage<AlertVehicle, object, string>
      title={title}
      subtitle={subtitle}
      name={name}
      columns={[codeColumn(), areaColumn(), ...own, ...VEHICLE_STATE_COLUMNS]}
      rows={vehicles}
      total={result.data?.total ?? 0}
      rowKey={(row) => row.code}
      loading={result.isLoading}
      fetching={result.isFetching}
      error={result.error}
      onRetry={() => void result.refetch()}
      search={false}
      headerButtons={<AreaFilter value={areas} onChange={onAreas} />}
      above={
        result.data ? <ShownOf shown={result.data.vehicles.length} total={result.data.total} /> : undefined
      }
      empty={{ title: empty }}
      onOpenRow={(row) => void navigate(vehiclePath(row.code))}
      {...exporter.listProps}
      below={exporter.controls}
      testId={name}
    />
  );
}
