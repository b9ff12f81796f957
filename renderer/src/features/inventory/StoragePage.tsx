import { useMemo } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Typography } from 'antd';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { formatEgp } from '@ops/shared/rules/money';
import { EmptyState } from '../../components/EmptyState';
import { ListPage } from '../../components/list/ListPage';
import { useGetInventoryWarehouseQuery } from './inventoryApi';
import { MovementsList } from './MovementsList';
import { stockColumns } from './stockColumns';

/** /app/inventory/storages/{id}: the warehouse (office, area), its stock (live) and its movements. */
export default function StoragePage() {
  const { id = '' } = useParams();
  const { data: w, isLoading, isError, refetch, isFetching } = useGetInventoryWarehouseQuery(id);
  const columns = useMemo(() => stockColumns('item'), []);
  if (!isLoading && !w) {
    return <EmptyState title={isError ? INVENTORY_STATE_ERRORS.warehouse : 'Warehouse not found'} action={<Button onClick={() => void refetch()}>Try again</Button>} />;
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
            <Descriptions.Item label="Value">{formatEgp(w.value)}</Descriptions.Item>
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
        testId="storage-stock"
      />
      {w && <MovementsList title="Movements" headingLevel={2} type={null} fixed={{ warehouseId: w._id }} prefix="m" testId="storage-movements" />}
    </Flex>
  );
}
