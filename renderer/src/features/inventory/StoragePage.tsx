import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { INVENTORY_ITEMS_EXPORT } from '@ops/shared/exports/inventoryItemsExportFields';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { fmtMoney } from '../../lib/format';
import { EmptyState } from '../../components/EmptyState';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useGetInventoryWarehouseQuery } from './inventoryApi';
import { MovementsList } from './MovementsList';
import { stockColumns } from './stockColumns';

/**
 * /app/inventory/storages/{id}: the warehouse (office, area), its stock (live) and its movements.
 * The stock exports as the Inventory Items export narrowed to this warehouse (its stock rows,
 * counted here); the movements have their own export.
 */
export default function StoragePage() {
  const { id = '' } = useParams();
  const { data: w, isLoading, isError, refetch, isFetching } = useGetInventoryWarehouseQuery(id);
  const columns = useMemo(() => stockColumns('item'), []);
  const exporter = useExport(INVENTORY_ITEMS_EXPORT);
  if (!isLoading && !w) {
    return (
      <EmptyState
        title={isError ? INVENTORY_STATE_ERRORS.warehouse : 'Warehouse not found'}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="inventory-storage">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {w?.name ?? 'Storage'}
      </Typography.Title>
      <Card size="small" loading={isLoading}>
        {w && (
          <Descriptions size="small" column={4}>
            <Descriptions.Item label="Office">{w.office ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Area">{w.areaName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label="Units">{w.totalQuantity}</Descriptions.Item>
            <Descriptions.Item label="Value">{fmtMoney(w.value)}</Descriptions.Item>
          </Descriptions>
        )}
      </Card>
      <ListPage
        title="Stock"
        headingLevel={2}
        name="inventoryStorageStock"
        columns={columns}
        rows={w?.stock}
        total={w?.stock.length ?? 0}
        rowKey={(line) => line.item._id}
        loading={isLoading}
        fetching={isFetching}
        error={isError ? true : undefined}
        errorTitle={INVENTORY_STATE_ERRORS.warehouse}
        empty={{ title: 'Nothing stocked here yet' }}
        onExport={
          exporter.allowed && w ? () => exporter.open({ warehouseId: w._id }, w.stock.length) : undefined
        }
        onExportSelected={
          exporter.allowed ? (lines) => exporter.openSelected(lines.map((line) => line.item._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        below={<ExportControls exporter={exporter} />}
        testId="storage-stock"
      />
      {w && (
        <MovementsList
          title="Movements"
          headingLevel={2}
          type={null}
          fixed={{ warehouseId: w._id }}
          prefix="m"
          testId="storage-movements"
        />
      )}
    </Flex>
  );
}
