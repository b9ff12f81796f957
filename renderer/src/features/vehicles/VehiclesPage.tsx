import { useEffect, useMemo, useState } from 'react';
import { VEHICLES_EXPORT } from '@ops/shared/exports/vehiclesExportFields';
import { useListExport } from '../../components/export/useListExport';
import { Link, useLocation, useNavigate } from 'react-router';
import { Alert, Button, Tooltip } from 'antd';
import { EnvironmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { serializeFilters } from '@ops/shared/lists/listRequest';
import { VEHICLES_LIST } from '@ops/shared/lists/vehicles';
import type { VehicleKind } from '@ops/shared/rules/vehicleKind';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { ListPage } from '../../components/list/ListPage';
import { useListState } from '../../components/list/useListState';
import { useCan } from '../../components/PermissionGate';
import { appPath, vehiclePath } from '../../app/paths';
import { vehicleColumns } from './vehicleColumns';
import { VehicleBulkActions, type BulkOutcome } from './VehicleBulkActions';
import { VehiclesFilterPanel } from './VehiclesFilterPanel';
import { useGetVehiclesQuery } from './vehiclesApi';
import { pageScope } from './pageKind';

/**
 * /app/vehicles (Scooters) and /app/bikes (Bikes), both vehicles.VIEW_PAGE: one kind's list on
 * the list kit. Every filter of 02 lives in the URL; selecting rows opens the bulk bar with the
 * count, and the last bulk action's outcome stays above the table until the next one.
 */
export default function VehiclesPage({ kind = 'scooter' }: { kind?: VehicleKind }) {
  // The Bikes page has its own URL prefix and memory: the Scooters page's filters are not its own.
  const list = useListState(VEHICLES_LIST, kind === 'bike' ? { prefix: 'bikes' } : {});
  const { t } = useTranslation();
  const columns = useMemo(() => vehicleColumns(t), [t]);
  // The kind is the page's, not a panel filter: added to what is asked and exported, never to
  // the address (so Clear filters keeps it and the filter count leaves it out).
  const scope = useMemo(() => pageScope(list.filters, kind), [list.filters, kind]);
  const filters = scope.filters;
  const request = useMemo(
    () => ({ ...list.request, filters: serializeFilters(filters) ?? null }),
    [list.request, filters],
  );
  const navigate = useNavigate();
  const { data, isLoading, isFetching, error, refetch } = useGetVehiclesQuery(request);
  const canSeeOutOfFence = useCan(gate('home.VIEW_URGENT_VEHICLES'));
  const [outcome, setOutcome] = useState<BulkOutcome | null>(null);
  // The saved file is named after the page, as the server names its sheet.
  const exportSpec = useMemo(() => ({ ...VEHICLES_EXPORT, title: scope.title }), [scope.title]);
  const exporter = useListExport(exportSpec, filters, data?.totalVehicles ?? 0);
  // Opened from the top bar's stolen badge (03 §2.2): the list narrows to lost/stolen alerts,
  // in the address like any filter, so Clear filters and the back button behave as usual.
  const location = useLocation();
  const fromBadge = (location.state as { stolenAlerts?: boolean } | null)?.stolenAlerts === true;
  useEffect(() => {
    if (fromBadge && list.filters.stolenAlert !== true)
      list.setFilters({ ...list.filters, stolenAlert: true });
    // Once per arrival from the badge (location.key), not on every filter change after it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key, fromBadge]);

  return (
    <ListPage
      // The export keeps the English title (its file and sheet name); the page shows the language's.
      title={t(`vehicles.title.${list.filters.stolenAlert === true ? 'stolen' : kind}`)}
      list={list}
      columns={columns}
      rows={data?.vehicles}
      total={data?.totalVehicles ?? 0}
      rowKey={(vehicle) => vehicle._id}
      loading={isLoading}
      fetching={isFetching}
      error={error}
      onRetry={() => void refetch()}
      search={false}
      filters={<VehiclesFilterPanel list={list} />}
      {...exporter.listProps}
      below={exporter.controls}
      headerButtons={
        canSeeOutOfFence ? (
          <Tooltip title={t('vehicles.outOfFenceVehicles')}>
            <Link
              to={appPath('vehicles/out-of-fence')}
              aria-label={t('vehicles.outOfFenceVehicles')}
              data-testid="vehicles-out-of-fence"
            >
              <Button icon={<EnvironmentOutlined />} />
            </Link>
          </Tooltip>
        ) : undefined
      }
      above={
        outcome && (
          <Alert
            type={outcome.ok ? 'success' : 'error'}
            showIcon
            closable
            onClose={() => setOutcome(null)}
            title={outcome.text}
            data-testid="vehicles-bulk-outcome"
            style={{ marginBottom: 12 }}
          />
        )
      }
      bulkActions={(selected, clear) => (
        <VehicleBulkActions
          selected={selected}
          onOutcome={(next) => {
            setOutcome(next);
            // Done: the rows may leave the filtered page, so the selection goes; refused: it stays to adjust.
            if (next.ok) clear();
            void refetch();
          }}
        />
      )}
      onOpenRow={(vehicle) => navigate(vehiclePath(vehicle.code))}
      empty={{ title: t('vehicles.empty'), filteredTitle: t('vehicles.emptyFiltered') }}
      testId="vehicles"
      virtualRows={{ from: 200 }}
    />
  );
}
