import { useState } from 'react';
import { useParams } from 'react-router';
import { Button, Card, Descriptions, Flex, Image, Table, Tag, Typography } from 'antd';
import { INVENTORY_STATE_ERRORS } from '@ops/shared/rules/inventory';
import { fmtMoney } from '../../lib/format';
import { gate } from '@ops/shared/rules/permissions/catalogue';
import { EmptyState } from '../../components/EmptyState';
import { useCan } from '../../components/PermissionGate';
import { dateText } from './format';
import { useGetInventoryItemQuery } from './inventoryApi';
import { ItemDialog } from './ItemDialog';
import { MovementsList } from './MovementsList';
import { ArabicName, stockColumns } from './stockColumns';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** /app/inventory/items/{id}: the item (03 §3), its batches, its stock per warehouse and its movements. */
export default function ItemPage() {
  const { id = '' } = useParams();
  const { data: item, isLoading, isError, refetch } = useGetInventoryItemQuery(id);
  const mayEdit = useCan(gate('inventory.EDIT_ITEMS'));
  const [editing, setEditing] = useState(false);
  if (!isLoading && !item) {
    return (
      <EmptyState
        title={isError ? INVENTORY_STATE_ERRORS.inventory : 'Item not found'}
        action={<Button onClick={() => void refetch()}>Try again</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={16} data-testid="inventory-item">
      <Flex justify="space-between" align="center">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {item?.name ?? 'Inventory Item'}
        </Typography.Title>
        {mayEdit && item && <Button onClick={() => setEditing(true)}>Edit</Button>}
      </Flex>
      <Card loading={isLoading} size="small" title="Item">
        {item && (
          <Flex gap={24}>
            {item.imageLink && <Image src={item.imageLink} width={120} height={120} alt={item.name} />}
            <Descriptions size="small" column={3} style={{ flex: 1 }}>
              <Descriptions.Item label="Arabic name">
                <ArabicName text={item.arName} />
              </Descriptions.Item>
              <Descriptions.Item label="Category">{item.category}</Descriptions.Item>
              <Descriptions.Item label="In stock">
                {item.inStock > 0 ? item.inStock : <Tag color="red">Out of stock</Tag>}
              </Descriptions.Item>
              <Descriptions.Item label="Manufacturer">{item.manufacturer ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Bar code">{item.barCode ?? '-'}</Descriptions.Item>
              <Descriptions.Item label="Lower / higher">{`${item.lowerThreshold} / ${item.higherThreshold}`}</Descriptions.Item>
              <Descriptions.Item label="Archived">{yesNo(item.archived)}</Descriptions.Item>
              <Descriptions.Item label="Can be reported">{yesNo(item.canBeReported)}</Descriptions.Item>
              <Descriptions.Item label="Has return if consumed">
                {yesNo(item.hasReturnIfConsumed)}
              </Descriptions.Item>
              <Descriptions.Item label="Description" span={3}>
                {item.description ?? '-'}
              </Descriptions.Item>
            </Descriptions>
          </Flex>
        )}
      </Card>
      <Card size="small" title="Stock per warehouse">
        <Table
          size="small"
          pagination={false}
          rowKey={(line) => line.warehouse._id}
          dataSource={item?.stock ?? []}
          columns={stockColumns('warehouse').map(({ key, title, render }) => ({ key, title, render }))}
          locale={{ emptyText: 'Not stocked in any warehouse' }}
          data-testid="item-stock"
        />
      </Card>
      <Card size="small" title="Batches">
        <Table
          size="small"
          pagination={{ pageSize: 10 }}
          rowKey={(batch) => `${batch.createdAt}-${batch.supplier}-${batch.quantity}`}
          dataSource={[...(item?.batches ?? [])].reverse()}
          columns={[
            { key: 'createdAt', title: 'Created', render: (_v, b) => dateText(b.createdAt) },
            { key: 'price', title: 'Price', render: (_v, b) => fmtMoney(b.price) },
            { key: 'quantity', title: 'Quantity', render: (_v, b) => b.quantity },
            { key: 'supplier', title: 'Supplier', render: (_v, b) => b.supplier },
          ]}
          locale={{ emptyText: 'No batches yet' }}
        />
      </Card>
      {item && (
        <MovementsList
          title="Movements"
          headingLevel={2}
          type={null}
          fixed={{ itemId: item._id }}
          prefix="m"
          testId="item-movements"
        />
      )}
      {item && <ItemDialog open={editing} item={item} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
