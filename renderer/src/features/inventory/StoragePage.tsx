import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { appPath } from '../../app/paths';
import { Card, Descriptions, Flex, Typography } from 'antd';
import { INVENTORY_ITEMS_EXPORT } from '@ops/shared/exports/inventoryItemsExportFields';
import { useTranslation } from 'react-i18next';
import { fmtMoney } from '../../lib/format';
import { QueryState } from '../../components/queryState/QueryState';
import { ExportControls } from '../../components/export/ExportControls';
import { useExport } from '../../components/export/useExport';
import { ListPage } from '../../components/list/ListPage';
import { useGetInventoryWarehouseQuery, type WarehouseRow } from './inventoryApi';
import { MovementsList } from './MovementsList';
import { stockColumns } from './stockColumns';

/**
 * /app/inventory/storages/{id}: the warehouse (office, area), its stock (live) and its movements.
 * The stock exports as the Inventory Items export narrowed to this warehouse (its stock rows,
 * counted here); the movements have their own export.
 */
export default function StoragePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useGetInventoryWarehouseQuery(id);
  return (
    <QueryState
      query={query}
      testId="inventory-storage"
      rules={{ notFoundReasons: ['WAREHOUSE_NOT_FOUND'] }}
      notFound={{
        title: t('errors.refusal.WAREHOUSE_NOT_FOUND'),
        hint: t('detailPages.warehouse.notFoundHint'),
      }}
      back={<Link to={appPath('inventory/storages')}>{t('detailPages.warehouse.back')}</Link>}
    >
      {(warehouse) => <StorageView w={warehouse} fetching={query.isFetching} />}
    </QueryState>
  );
}

function StorageView({ w, fetching }: { w: WarehouseRow; fetching: boolean }) {
  const columns = useMemo(() => stockColumns('item'), []);
  const exporter = useExport(INVENTORY_ITEMS_EXPORT);
  return (
    <Flex vertical gap={16} data-testid="inventory-storage">
      <Typography.Title level={1} style={{ margin: 0 }}>
        {w.name}
      </Typography.Title>
      <Card size="small">
        <Descriptions size="small" column={4}>
          <Descriptions.Item label="Office">{w.office ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Area">{w.areaName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label="Units">{w.totalQuantity}</Descriptions.Item>
          <Descriptions.Item label="Value">{fmtMoney(w.value)}</Descriptions.Item>
        </Descriptions>
      </Card>
      <ListPage
        title="Stock"
        headingLevel={2}
        name="inventoryStorageStock"
        columns={columns}
        rows={w.stock}
        total={w.stock.length}
        rowKey={(line) => line.item._id}
        loading={false}
        fetching={fetching}
        empty={{ title: 'Nothing stocked here yet' }}
        onExport={exporter.allowed ? () => exporter.open({ warehouseId: w._id }, w.stock.length) : undefined}
        onExportSelected={
          exporter.allowed ? (lines) => exporter.openSelected(lines.map((line) => line.item._id)) : undefined
        }
        exportLabel={exporter.status === 'idle' ? 'Export' : exporter.status}
        below={<ExportControls exporter={exporter} />}
        testId="storage-stock"
      />
      <MovementsList
        title="Movements"
        headingLevel={2}
        type={null}
        fixed={{ warehouseId: w._id }}
        prefix="m"
        testId="storage-movements"
      />
    </Flex>
  );
}
