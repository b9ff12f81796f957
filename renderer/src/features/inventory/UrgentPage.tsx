import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { INVENTORY_URGENT_EXPORT, urgentRowId } from '@ops/shared/exports/inventoryListsExportFields';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useInventoryUrgentQuery } from './inventoryApi';
import { WarehousePicker } from './pickers';
import { stockColumns } from './stockColumns';

/**
 * /app/inventory/urgent: stock rows under their lower threshold, per warehouse, refreshed live
 * after each movement; exported (inventory.EXPORT) in the chosen warehouse, or by row.
 */
export default function UrgentPage() {
  const [params, setParams] = useSearchParams();
  const warehouseId = params.get('warehouseId') ?? undefined;
  const result = useInventoryUrgentQuery(warehouseId);
  const columns = useMemo(() => [stockColumns('warehouse')[0]!, ...stockColumns('item')], []);
  const exporter = useExport(INVENTORY_URGENT_EXPORT);
  return (
    <>
      <ListPage
        title="Urgent Inventory"
        subtitle="Items under their lower threshold, live"
        name="inventoryUrgent"
        columns={columns}
        rows={result.data}
        total={result.data?.length ?? 0}
        rowKey={(line) => urgentRowId(line.warehouse._id, line.item._id)}
        loading={result.isLoading}
        fetching={result.isFetching}
        error={result.error}
        errorTitle={INVENTORY_STATE_ERRORS.inventory}
        onRetry={() => void result.refetch()}
        above={
          <div style={{ maxWidth: 320 }}>
            <label className="ops-filter-label">Warehouse</label>
            <WarehousePicker
              value={warehouseId}
              onChange={(id) =>
                setParams((p) => (id ? p.set('warehouseId', id) : p.delete('warehouseId'), p))
              }
              testId="urgent-warehouse"
            />
          </div>
        }
        onExport={exporter.allowed ? () => exporter.open({ warehouseId }, result.data?.length) : undefined}
        onExportSelected={
          exporter.allowed
            ? (lines) =>
                exporter.openSelected(lines.map((line) => urgentRowId(line.warehouse._id, line.item._id)))
            : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        empty={{ title: 'No item is under its lower threshold' }}
        testId="inventory-urgent"
      />
      <ExportControls exporter={exporter} />
    </>
  );
}
